import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiData } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/errors';
import type { Profile } from '../../../lib/schemas/profile';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; profile: Profile };

/** GET /profile once on mount; `reload` retries, `setProfile` stores what an update answered. */
export function useProfile() {
  const { t } = useTranslation('profile');
  const [state, setState] = useState<ProfileState>({ status: 'loading' });

  const reload = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', profile: await apiData<Profile>('/profile') });
    } catch (err) {
      setState({ status: 'error', message: errorMessage(err, t, 'profile:errors.load') });
    }
  }, [t]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const setProfile = useCallback((profile: Profile) => setState({ status: 'ready', profile }), []);
  return { state, reload, setProfile };
}

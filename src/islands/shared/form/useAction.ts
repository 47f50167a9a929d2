import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import type { MessageKey } from '@/lib/i18n/keys';

/**
 * A button's or small form's store action outside `useSchemaForm` (a confirmation, a list of checkboxes, 'mark all
 * as read'): `pending` while it runs (a second start meanwhile does nothing), and its rejection worded as `error`
 * (the server's message, else `fallbackKey`), for a FormAlert. `run` resolves true when the action succeeded.
 */
export function useAction(fallbackKey: MessageKey) {
  const { i18n } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  async function run(action: () => Promise<unknown>): Promise<boolean> {
    if (busy.current) return false;
    busy.current = true;
    setPending(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (err) {
      setError(errorMessage(err, i18n, fallbackKey));
      return false;
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  return { pending, error, setError, run };
}

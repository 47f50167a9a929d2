import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationKind, NotificationPreferences } from '@/lib/schemas/notifications';
import {
  $notificationPreferences,
  loadNotificationPreferences,
  saveNotificationPreferences,
} from '@/lib/stores/notifications';
import { showToast } from '@/lib/stores/toasts';
import { CheckboxField } from '@/islands/shared/form/CheckboxField';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { useAction } from '@/islands/shared/form/useAction';
import { Loaded } from '@/islands/shared/Loaded';

/** Every kind a customer can receive, grouped as the settings page shows them. */
const GROUPS = [
  [
    'appointments',
    [
      'appointment_booked',
      'appointment_confirmed',
      'appointment_changed',
      'appointment_cancelled',
      'appointment_rejected',
      'appointment_reminder',
    ],
  ],
  ['payments', ['payment_received']],
  ['process', ['document_approved', 'document_rejected', 'step_completed', 'recognition_approved']],
  ['messages', ['new_message', 'message_text_in_mail']],
] as const satisfies readonly (readonly [string, readonly NotificationKind[]])[];

/** /dashboard/settings: which notifications also come by e-mail (GET/PUT /notifications/preferences). */
export function EmailPreferences() {
  const { t } = useTranslation('notifications');
  const state = useStore($notificationPreferences);
  return (
    <Loaded
      state={state}
      load={loadNotificationPreferences}
      loadingLabel={t('settings.loading')}
      fallbackKey="notifications:errors.load"
    >
      {(preferences) => <EmailPreferencesForm preferences={preferences} />}
    </Loaded>
  );
}

function EmailPreferencesForm({ preferences }: { preferences: NotificationPreferences }) {
  const { t } = useTranslation('notifications');
  const [email, setEmail] = useState(preferences.email);
  const { pending, error, run } = useAction('notifications:errors.preferences');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      setEmail((await saveNotificationPreferences({ email })).email);
      showToast({ type: 'success', message: t('settings.saved') });
    });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <FormAlert>{error}</FormAlert>
      {GROUPS.map(([group, kinds]) => (
        <fieldset key={group}>
          <legend className="text-sm font-semibold text-slate-900">{t(`settings.group.${group}`)}</legend>
          <div className="mt-2 space-y-2">
            {kinds.map((kind) => (
              <CheckboxField
                key={kind}
                id={`email-${kind}`}
                name={kind}
                checked={email[kind] ?? true}
                onChange={(checked) => setEmail({ ...email, [kind]: checked })}
                label={t(`settings.kind.${kind}`)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <SubmitButton pending={pending} pendingLabel={t('settings.saving')}>
        {t('settings.submit')}
      </SubmitButton>
    </form>
  );
}

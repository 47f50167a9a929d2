import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, navigate } from '@/lib/navigation';
import { localePath } from '@/lib/i18n/locales';
import { $wizard, saveStep } from '@/lib/stores/onboarding-wizard';
import { $session, logout } from '@/lib/stores/session';
import { ErrorAlert } from './ErrorAlert';
import { STEP_KEYS } from './Progress';
import { primaryButton, secondaryButton } from '@/islands/shared/form/buttons';

/**
 * Logs out from the wizard (welcome screen, "save and continue later") and goes to the locale's landing page,
 * which shows "you are logged out". Unsaved drafts stay in this tab's sessionStorage, keyed by user: signing in
 * again here brings them back.
 */
export async function logoutAndLeave(): Promise<void> {
  await logout();
  navigate(localePath(currentLocale(), '/'));
}

/** Step 0: what the wizard asks for and how long it takes (SPEC: 5–10 minutes, 4 steps); start or log out. */
export function WelcomeStep({ focusHeading }: { focusHeading: boolean }) {
  const { t } = useTranslation('onboarding');
  const wizard = useStore($wizard);
  const name = useStore($session).user?.firstName;
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  const start = async () => {
    setBusy(true);
    // A failure stays in the wizard, which the alert below words.
    await saveStep(0, undefined).catch(() => undefined);
    setBusy(false);
  };

  return (
    <section aria-labelledby="welcome-heading" className="space-y-6">
      <div>
        <h2 id="welcome-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900">
          {name ? t('welcome.titleName', { name }) : t('welcome.title')}
        </h2>
        <p className="mt-3 text-slate-700">{t('welcome.intro')}</p>
        <p className="mt-2 font-medium text-slate-900">
          {t('welcome.duration', { min: 5, max: 10, steps: STEP_KEYS.length })}
        </p>
      </div>
      <ol className="grid gap-3 sm:grid-cols-2">
        {STEP_KEYS.map((key, index) => (
          <li key={key} className="flex gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
            >
              {index + 1}
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{t(`progress.${key}`)}</span>
              <span className="block text-sm text-slate-700">{t(`welcome.step.${key}`)}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="text-sm text-slate-600">{t('welcome.saveNote')}</p>
      <ErrorAlert failure={wizard.failure} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButton} onClick={() => void logoutAndLeave()}>
          {t('actions.logout')}
        </button>
        <button type="button" className={primaryButton} onClick={() => void start()} disabled={busy}>
          {t('actions.start')}
        </button>
      </div>
    </section>
  );
}

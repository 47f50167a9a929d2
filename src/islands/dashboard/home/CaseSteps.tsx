import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $onboardingStatus } from '@/lib/stores/onboarding-status';
import { $session } from '@/lib/stores/session';
import { CheckIcon } from '@/islands/dashboard/frame/icons';

/** The usual path of a case; only the first (profile and documents, i.e. onboarding) has a status we know. */
const STEPS = ['profile', 'recognition', 'language', 'job', 'permit', 'visa'] as const;

/**
 * The dashboard home's steps of a case. It reads the session and the onboarding status itself, so their answers
 * render this list again and not the whole page (decision 105).
 */
export function CaseSteps() {
  const { t } = useTranslation('dashboard');
  const user = useStore($session).user;
  const onboarding = useStore($onboardingStatus);
  const profileDone = onboarding?.isCompleted ?? user?.onboardingCompleted ?? false;
  return (
    <section aria-labelledby="steps-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="steps-title" className="text-lg font-semibold text-slate-900">
        {t('home.steps.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('home.steps.intro')}</p>
      <ol className="mt-5 space-y-4">
        {STEPS.map((step, index) => {
          const done = step === 'profile' && profileDone;
          return (
            <li key={step} className="flex gap-4">
              <span
                aria-hidden="true"
                className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                  done ? 'bg-green-700 text-white' : 'bg-brand-50 text-brand-700 ring-1 ring-brand-100'
                }`}
              >
                {done ? <CheckIcon className="h-4 w-4" /> : index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">
                  {t(`home.steps.${step}.title`)}
                  {done && (
                    <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
                      {t('home.steps.done')}
                    </span>
                  )}
                </h3>
                <p className="mt-0.5 text-sm text-slate-700">{t(`home.steps.${step}.body`)}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnboardingStatus } from '@/lib/schemas/onboarding-status';
import { $onboardingStatus, loadOnboardingStatus } from '@/lib/stores/onboarding-status';
import { smallButton } from '@/islands/shared/form/buttons';
import { useLocale } from '@/islands/shared/useLocale';
import { EducationEditor, WorkEditor } from './BackgroundEditor';
import { formatMonth } from './format';

/**
 * Education and work experience (SPEC §2 profile lists), listed and editable here with the wizard's rows and
 * schemas (decision 076). The guard has usually loaded the status already; otherwise it is fetched once.
 */
export function Background() {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const status = useStore($onboardingStatus);
  const [editing, setEditing] = useState<'education' | 'work' | null>(null);

  // Once on mount: reacting to every `null` would refetch after logout resets the store.
  useEffect(() => {
    loadOnboardingStatus().catch((err: unknown) => console.warn('Onboarding status unavailable:', err));
  }, []);

  if (!status) return <p className="text-sm text-slate-600">{t('background.unavailable')}</p>;
  const period = (start: string, end: string | null, ongoing: boolean) =>
    `${formatMonth(start, locale)} – ${ongoing || !end ? t('background.present') : formatMonth(end, locale)}`;
  const done = () => setEditing(null);

  return (
    <div className="space-y-8">
      <Part title={t('background.education')} editing={editing === 'education'} onEdit={() => setEditing('education')}>
        {editing === 'education' ? (
          <EducationEditor status={status} onDone={done} />
        ) : (
          <Entries status={status} part="education">
            {(i) => {
              const entry = status.education[i]!;
              return [entry.school, entry.department, period(entry.startDate, entry.endDate, entry.stillStudying)];
            }}
          </Entries>
        )}
      </Part>
      <Part title={t('background.work')} editing={editing === 'work'} onEdit={() => setEditing('work')}>
        {editing === 'work' ? (
          <WorkEditor status={status} onDone={done} />
        ) : (
          <Entries status={status} part="workExperience">
            {(i) => {
              const entry = status.workExperience[i]!;
              const when = period(entry.startDate, entry.endDate, entry.stillWorking);
              return [entry.position, entry.company, when, entry.description ?? ''];
            }}
          </Entries>
        )}
      </Part>
    </div>
  );
}

function Part(props: { title: string; editing: boolean; onEdit: () => void; children: ReactNode }) {
  const { t } = useTranslation('profile');
  return (
    <section aria-label={props.title}>
      {/* While editing, the row list carries the same title itself. */}
      {!props.editing && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold text-slate-900">{props.title}</h3>
          <button type="button" className={smallButton} onClick={props.onEdit}>
            {t('background.edit')}
            <span className="sr-only"> – {props.title}</span>
          </button>
        </div>
      )}
      {props.children}
    </section>
  );
}

/** One list as text: each entry's lines, the first in bold. */
function Entries(props: {
  status: OnboardingStatus;
  part: 'education' | 'workExperience';
  children: (index: number) => string[];
}) {
  const { t } = useTranslation('profile');
  const entries = props.status[props.part];
  if (entries.length === 0) return <p className="mt-2 text-sm text-slate-600">{t('background.none')}</p>;
  return (
    <ul className="mt-2 space-y-3">
      {entries.map((entry, index) => {
        const [first, ...rest] = props.children(index);
        return (
          <li key={entry.id} className="text-sm">
            <span className="block font-medium text-slate-900">{first}</span>
            {rest.filter(Boolean).map((line, n) => (
              <span key={n} className="block text-slate-700">
                {line}
              </span>
            ))}
          </li>
        );
      })}
    </ul>
  );
}

import { useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Disclaimer, PersonFields, submitClass } from './shared';

/**
 * The route check's and the points tool's page body: the questions (shared person fields first), a submit button
 * that moves focus to the result's heading, then the result (or a prompt while the form is incomplete) and the
 * "orientation, not legal advice" notice.
 */
export function QuestionsAndResult(props: {
  form: { formRef: RefObject<HTMLFormElement | null>; refresh: () => void; invalid: Set<string> };
  fields: ReactNode;
  submitLabel: string;
  resultTitle: string;
  result: ReactNode | null;
}) {
  const { t } = useTranslation('tools');
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="space-y-8">
      <form
        ref={props.form.formRef}
        method="get"
        onChange={props.form.refresh}
        onSubmit={(event) => {
          event.preventDefault();
          props.form.refresh();
          heading.current?.focus();
        }}
        className="space-y-6"
      >
        <PersonFields invalid={props.form.invalid} />
        {props.fields}
        <button type="submit" className={submitClass}>
          {props.submitLabel}
        </button>
      </form>

      <section aria-labelledby="result-title" className="space-y-4">
        <h2
          id="result-title"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 focus:outline-none"
        >
          {props.resultTitle}
        </h2>
        {props.result ?? <p className="text-slate-700">{t('form.incomplete')}</p>}
        <Disclaimer />
      </section>
    </div>
  );
}

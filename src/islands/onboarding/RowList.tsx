import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { panel, dangerSmallButton, secondaryButton } from '@/islands/shared/form/buttons';

export interface RowListProps<T extends { key: string }> {
  /** Prefix of the row ids (`education` → `education-<key>`). */
  id: string;
  title: string;
  intro?: string;
  addLabel: string;
  rowTitle: (index: number) => string;
  rows: T[];
  /** Appends a blank row (the form kit's `list(name).add`) and returns it. */
  onAdd: () => T;
  onRemove: (index: number) => void;
  /** Rows that cannot be removed (the first `minRows`). */
  minRows: number;
  /** A message about the whole list (e.g. "add at least one entry"). */
  error?: string | undefined;
  renderRow: (row: T, index: number) => ReactNode;
}

const firstField = (container: HTMLElement | null) =>
  container?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea:not([disabled])');

/**
 * An editable list of entries (education, work, languages), drawn from a form kit list (decision 066): the kit
 * keeps the rows and their messages, this keeps the layout and the focus. Focus follows the change: an added row's first
 * field, after a removal the next row (else the previous one, else the add button).
 */
export function RowList<T extends { key: string }>(props: RowListProps<T>) {
  const { t } = useTranslation('onboarding');
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusTarget === null) return;
    const target =
      focusTarget === 'add' ? addRef.current : firstField(document.getElementById(`${props.id}-${focusTarget}`));
    target?.focus();
    setFocusTarget(null);
  }, [focusTarget, props.id]);

  const add = () => setFocusTarget(props.onAdd().key);
  const remove = (index: number) => {
    const next = props.rows[index + 1] ?? props.rows[index - 1];
    props.onRemove(index);
    setFocusTarget(next ? next.key : 'add');
  };

  const headingId = `${props.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {props.title}
        </h3>
        {props.intro && <p className="mt-1 text-sm text-slate-700">{props.intro}</p>}
      </div>
      {props.error && (
        <p id={`${props.id}-error`} className="text-sm font-medium text-red-700">
          {props.error}
        </p>
      )}
      {props.rows.map((row, index) => (
        // The legend must be the fieldset's first child to name it; the remove button sits in the corner.
        <fieldset key={row.key} id={`${props.id}-${row.key}`} className={`${panel} relative`}>
          <legend className="float-left min-h-9 pr-28 text-base font-semibold leading-9 text-slate-900">
            {props.rowTitle(index)}
          </legend>
          {index >= props.minRows && (
            <button
              type="button"
              className={`${dangerSmallButton} absolute right-4 top-4`}
              onClick={() => remove(index)}
              aria-label={`${t('list.remove')} (${props.rowTitle(index)})`}
            >
              {t('list.remove')}
            </button>
          )}
          <div className="clear-both pt-3">{props.renderRow(row, index)}</div>
        </fieldset>
      ))}
      <button
        type="button"
        ref={addRef}
        className={secondaryButton}
        onClick={add}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
      >
        <span aria-hidden="true">+</span> {props.addLabel}
      </button>
    </section>
  );
}

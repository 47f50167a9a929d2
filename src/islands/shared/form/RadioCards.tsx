import type { SelectOption } from './SelectField';

/**
 * A few choices shown side by side as cards (interface language, online or in person): native radio buttons under
 * a legend, so Tab enters the group once and the arrow keys choose.
 */
export function RadioCards<V extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  columns = 'sm:grid-cols-2',
}: {
  name: string;
  legend: string;
  options: readonly (SelectOption & { value: V })[];
  value: V;
  onChange: (value: V) => void;
  /** Grid columns from the small breakpoint on (`sm:grid-cols-3`). */
  columns?: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className={`mt-2 grid gap-2 ${columns}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 py-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="h-4 w-4 accent-brand-600"
            />
            <span lang={option.lang} className="font-medium text-slate-900">
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The accessible wiring every form field of the app shares (auth, profile, settings, onboarding): a hint and an
 * error paragraph with stable ids, and the `aria-describedby` value pointing at whichever of them is shown, so a
 * screen reader reads the message with the field and a form can focus the first invalid control.
 */

/** `<id>-hint <id>-error`, only the parts present; undefined when neither is shown. */
export const describedBy = (id: string, hint: string | undefined, error: string | undefined) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** The hint and error paragraphs under a control, with the ids `describedBy` names. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './TextField';

/** A password input with a show/hide toggle (labels in `shell`, which every AppShell page loads) (a real button: reachable with Tab, pressed with Space or Enter). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);
  const label = visible ? t('password.hide') : t('password.show');
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      addon={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={label}
          aria-pressed={visible}
          aria-controls={props.id}
          title={label}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900"
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

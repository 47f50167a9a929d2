import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PaperclipIcon } from './PaperclipIcon';
import { errorMessage } from '@/lib/api/errors';
import { MESSAGE_ATTACHMENTS_MAX, MESSAGE_BODY_MAX, type MessageInput } from '@/lib/schemas/messages';

export interface Upload {
  /** The stored document, once uploaded; its progress (0…1) until then. */
  id?: string;
  name: string;
  progress: number;
}

interface Props {
  onSend: (input: MessageInput) => Promise<unknown>;
  /** Uploads one file as a document (the customer's, or staff's for the case); reports progress, resolves with its id. */
  onUpload?: ((file: File, progress: (fraction: number) => void) => Promise<string>) | undefined;
  /** Where no list shows the sending state (the support page): the text stays until the server has it. */
  keepUntilSent?: boolean;
  /** After the server stored a message. */
  onSent?: () => void;
}

/**
 * The message field and its send button; attachments upload as soon as they are picked, with their progress. After
 * sending, the field is emptied and keeps the focus: the next message can be typed at once (the sent one shows its
 * own state in the list, with a retry when it failed).
 */
export function Composer({ onSend, onUpload, keepUntilSent = false, onSent }: Props) {
  const { t, i18n } = useTranslation('messages');
  const [body, setBody] = useState('');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const uploading = uploads.some((u) => !u.id);

  async function pick(files: FileList | null) {
    for (const file of [...(files ?? [])].slice(0, MESSAGE_ATTACHMENTS_MAX - uploads.length)) {
      const entry: Upload = { name: file.name, progress: 0 };
      setUploads((list) => [...list, entry]);
      const set = (change: Partial<Upload>) =>
        setUploads((list) => list.map((u) => (u.name === entry.name && !u.id ? { ...u, ...change } : u)));
      try {
        const id = await onUpload!(file, (progress) => set({ progress }));
        set({ id, progress: 1 });
      } catch (error) {
        setUploads((list) => list.filter((u) => !(u.name === entry.name && !u.id)));
        // The server's reason (type, size), localised: the user can pick another file instead of guessing.
        setProblem(`${t('composer.uploadFailed')} ${errorMessage(error, i18n, 'messages:composer.tryAgain')}`);
      }
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = body.trim();
    if (!text || uploading) return;
    const documentIds = uploads.flatMap((u) => (u.id ? [u.id] : []));
    const clear = () => {
      setBody('');
      setUploads([]);
    };
    setProblem(null);
    if (!keepUntilSent) clear();
    field.current?.focus();
    try {
      await onSend({ body: text, ...(documentIds.length > 0 && { documentIds }) });
      if (keepUntilSent) clear();
      onSent?.();
    } catch {
      setProblem(t('composer.sendFailed'));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="border-t border-slate-200 bg-white p-3 sm:p-4">
      <label htmlFor="message-body" className="block text-sm font-semibold text-slate-900">
        {t('composer.label')}
      </label>
      <textarea
        id="message-body"
        ref={field}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        maxLength={MESSAGE_BODY_MAX}
        rows={3}
        aria-describedby="message-hint"
        className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
      />
      <p id="message-hint" className="mt-1 text-xs text-slate-600">
        {t('composer.hint', { max: MESSAGE_BODY_MAX })}
      </p>
      {uploads.length > 0 && (
        <ul className="mt-2 space-y-1">
          {uploads.map((u) => (
            <li key={u.name} className="flex items-center gap-2 text-sm text-slate-800">
              <span className="truncate">
                <PaperclipIcon />
                {u.name}
              </span>
              {!u.id && (
                <progress
                  max={1}
                  value={u.progress}
                  aria-label={t('composer.uploading', { name: u.name, percent: Math.round(u.progress * 100) })}
                  className="h-2 w-24"
                />
              )}
              <button
                type="button"
                onClick={() => setUploads((list) => list.filter((x) => x !== u))}
                aria-label={t('composer.remove', { name: u.name })}
                className="ml-auto rounded px-2 text-slate-700 hover:bg-slate-100"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {onUpload && (
          <label className="cursor-pointer rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 focus-within:ring-2 focus-within:ring-brand-700 hover:bg-slate-50">
            {t('composer.attach')}
            <input
              type="file"
              accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
              multiple
              className="sr-only"
              aria-describedby="attach-hint"
              onChange={(e) => {
                void pick(e.target.files);
                e.target.value = '';
              }}
            />
          </label>
        )}
        {onUpload && (
          <span id="attach-hint" className="text-xs text-slate-600">
            {t('composer.attachHint')}
          </span>
        )}
        <button
          type="submit"
          disabled={uploading}
          className="ml-auto rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {t('composer.send')}
        </button>
      </div>
    </form>
  );
}

import { FetchError } from 'ofetch';
import { API_BASE } from '@/lib/api/base';
import { api, endsSession, type ApiClient } from '@/lib/api/client';
import { errorStatus, type ApiErrorBody } from '@/lib/api/errors';
import { tokens, type TokenStorage } from '@/lib/api/tokens';
import { currentLocale } from '@/lib/navigation';

/**
 * A multipart upload through XMLHttpRequest, because fetch (and so ofetch) reports no upload progress. It behaves
 * like the API client: bearer token and Accept-Language, and on a 401 'Unauthorized' the client's one shared
 * refresh (`renewToken`) and one retry. Failures are FetchErrors carrying status and body, so
 * `errorMessage`, `fieldErrors` and `errorStatus` of src/lib/api/errors.ts work on them unchanged.
 */

export class UploadError extends FetchError<ApiErrorBody | undefined> {
  override name = 'UploadError';
  constructor(status: number | undefined, data: ApiErrorBody | undefined) {
    super(status === undefined ? 'Upload failed: no answer' : `Upload failed: ${status}`);
    if (status !== undefined) {
      Object.assign(this, { status, statusCode: status, data, response: new Response(null, { status }) });
    }
  }
}

export interface UploadOptions {
  /** Relative to the API base: '/onboarding/cv'. */
  path: string;
  /** Sent as the multipart field `file`. */
  file: Blob & { name?: string };
  /** Text fields sent before the file (the server reads them while the file streams). */
  fields?: Record<string, string>;
  /** Called with 0…1 as bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Defaults: API_BASE, localStorage tokens and the app's client (whose refresh is shared with every request). */
  baseURL?: string;
  storage?: TokenStorage;
  client?: Pick<ApiClient, 'renewToken'>;
}

interface Answer {
  status: number | undefined;
  body: unknown;
}

function send(options: UploadOptions, token: string | null): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
    form.append('file', options.file, options.file.name ?? 'upload');

    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${options.baseURL ?? API_BASE}${options.path}`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept-Language', currentLocale());
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined; // e.g. a proxy's HTML error page: the status still tells what happened
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ status: undefined, body: undefined });
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

const isRefreshCue = (answer: Answer) =>
  answer.status === 401 && (answer.body as { message?: unknown } | undefined)?.message === 'Unauthorized';

/** Uploads and resolves to the envelope's `data`; rejects with an UploadError (or an AbortError). */
export async function uploadFile<T>(options: UploadOptions): Promise<T> {
  const storage = options.storage ?? tokens;
  const sentWith = storage.getAccessToken();
  let answer = await send(options, sentWith);
  if (isRefreshCue(answer)) {
    try {
      await (options.client ?? api).renewToken(sentWith);
      answer = await send(options, storage.getAccessToken());
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      // Not renewed just now (offline, server restarting): the session stays, and the upload fails as unreachable.
      if (!endsSession(err)) throw new UploadError(errorStatus(err), undefined);
      // Refused: the client has already ended the session; report the original 401.
    }
  }
  const body = answer.body as { success?: boolean; data?: T } | undefined;
  if (answer.status !== undefined && answer.status >= 200 && answer.status < 300 && body?.success === true) {
    options.onProgress?.(1);
    return body.data as T;
  }
  const failure = typeof answer.body === 'object' && answer.body !== null ? (answer.body as ApiErrorBody) : undefined;
  throw new UploadError(answer.status, failure);
}

import { FetchError } from 'ofetch';
import { api } from '@/lib/api/client';

/**
 * Downloads of stored files. GET /files/:id needs the bearer token, so a plain link cannot fetch it: the client
 * loads the blob and hands it to the browser through an object URL (SPEC §7: filename from Content-Disposition,
 * default `document_<id>`).
 */

/** The file name of a Content-Disposition header: RFC 5987 `filename*` first, then the plain `filename`. */
export function dispositionFilename(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name ? name : null;
}

/** A stored file's bytes (an avatar to show): `url` as the API gives it, relative to its base (`/files/<id>`). */
export const loadFile = (url: string): Promise<Blob> => api<Blob, 'blob'>(url, { responseType: 'blob' });

/**
 * A refusal asked for as a blob arrives as a blob: read it back into the JSON envelope, so the caller words it as
 * any other failed call (lib/api/errors.ts).
 */
async function readableError(err: unknown): Promise<unknown> {
  // FetchError.data is a getter over the response's parsed body.
  const response = err instanceof FetchError ? err.response : undefined;
  if (response && response._data instanceof Blob) {
    try {
      response._data = JSON.parse(await response._data.text()) as unknown;
    } catch {
      response._data = undefined;
    }
  }
  return err;
}

/** Hands a blob to the browser's download under `name`. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser's download; a tick later the URL may go.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/**
 * Calls the API for a file (GET, or POST with a JSON body) and saves it under the server's name, else `fallback`.
 * Resolves with the name; rejects with the client's FetchError (its `data` the JSON envelope) on failure.
 */
export async function downloadFrom(
  path: string,
  fallback: string,
  options: { method?: 'GET' | 'POST'; body?: object } = {},
): Promise<string> {
  const response = await api
    .raw<Blob, 'blob'>(path, { ...options, responseType: 'blob' })
    .catch(async (err: unknown) => {
      throw await readableError(err);
    });
  const name = dispositionFilename(response.headers.get('content-disposition')) ?? fallback;
  const blob = response._data;
  if (!blob) throw new Error('Empty download');
  save(blob, name);
  return name;
}

/** Fetches the owner's file and saves it under its name. Rejects with the client's FetchError on failure. */
export const downloadFile = (id: string): Promise<string> =>
  downloadFrom(`/files/${encodeURIComponent(id)}`, `document_${id}`);

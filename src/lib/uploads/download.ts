import { api } from '../api/client';

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

/** Fetches the owner's file and saves it under its name. Rejects with the client's FetchError on failure. */
export const downloadFile = (id: string): Promise<string> => saveDownload(`/files/${encodeURIComponent(id)}`, `document_${id}`);

/**
 * Fetches an authenticated download (a stored file, an appointment's .ics) and hands it to the browser under the
 * name its Content-Disposition gives, else `fallbackName`. Resolves with the name used.
 */
export async function saveDownload(path: string, fallbackName: string): Promise<string> {
  const response = await api.raw<Blob, 'blob'>(path, { responseType: 'blob' });
  const name = dispositionFilename(response.headers.get('content-disposition')) ?? fallbackName;
  const blob = response._data;
  if (!blob) throw new Error('Empty download');
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
  return name;
}

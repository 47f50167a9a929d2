import { and, eq } from 'drizzle-orm';
import { MIME_BY_KIND, type UploadPurpose } from '@/lib/constants';
import type { LanguageCode } from '@/lib/schemas/enums';
import type { FileMeta } from '@/lib/schemas/files';
import type { Database } from '@/server/db/client';
import { files, type FileRow } from '@/server/db/schema';
import { lockOwner, type Transaction } from '@/server/db/transaction';
import { notFound } from '@/server/http/errors';
import type { ReceivedFile } from './multipart';
import type { FileStorage } from '@/server/storage/storage';
import { logError } from '@/server/log/logger';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id from the URL: anything that is not a UUID cannot be a file of ours (and must not reach the uuid column). */
export const isUuid = (value: string) => UUID.test(value);

export const fileUrl = (id: string) => `/files/${id}`;

export const toFileMeta = (row: FileRow): FileMeta => ({
  id: row.id,
  name: row.originalName,
  size: row.size,
  mime: row.mime,
  kind: row.kind,
  uploadedAt: row.createdAt.toISOString(),
  url: fileUrl(row.id),
  title: row.title,
  language: row.language,
});

export interface SaveOptions {
  ownerId: string;
  purpose: UploadPurpose;
  title?: string | null;
  language?: LanguageCode | null;
  /** One file of this purpose per user (CV, avatar): older rows go in the same transaction, their bytes after it. */
  replace?: boolean;
  /** Uploaded by staff into the case's conversation (decision 084): marked so, and approved as written by staff. */
  sentByStaff?: { at: Date };
  /** More writes in the same transaction (the avatar sets users.avatarFileId). */
  also?: (tx: Transaction, row: FileRow) => Promise<void>;
}

/**
 * Writes the row and moves the bytes into place in one transaction: the rename is the last step before COMMIT, so
 * a failure up to the rename rolls the row back and removes the bytes. A failing COMMIT leaves the bytes: its outcome
 * is unknown (the server may have committed), and an orphan file is harmless where a row without its file is not.
 * See docs/decisions/006-file-storage.md.
 */
export async function saveUpload(db: Database, storage: FileStorage, file: ReceivedFile, options: SaveOptions) {
  const { ownerId, purpose } = options;
  let replaced: string[] = [];
  let reachedCommit = false;
  try {
    const row = await db.transaction(async (tx) => {
      await lockOwner(tx, ownerId);
      if (options.replace) {
        const old = await tx
          .delete(files)
          .where(and(eq(files.ownerId, ownerId), eq(files.purpose, purpose)))
          .returning({ id: files.id });
        replaced = old.map((r) => r.id);
      }
      const [inserted] = await tx
        .insert(files)
        .values({
          id: file.id,
          ownerId,
          purpose,
          kind: file.kind,
          mime: MIME_BY_KIND[file.kind],
          size: file.size,
          originalName: file.originalName,
          title: options.title ?? null,
          language: options.language ?? null,
          sha256: file.sha256,
          ...(options.sentByStaff && {
            sentByStaff: true,
            reviewStatus: 'approved' as const,
            reviewedAt: options.sentByStaff.at,
          }),
        })
        .returning();
      await options.also?.(tx, inserted!);
      await file.pending.commit();
      reachedCommit = true;
      return inserted!;
    });
    await removeBytes(storage, ownerId, replaced);
    return row;
  } catch (error) {
    if (!reachedCommit) await file.pending.discard();
    throw error;
  }
}

/** Deletes one of the owner's files of the given purpose; someone else's id, or another purpose, is a 404. */
export async function deleteOwnedFile(
  db: Database,
  storage: FileStorage,
  ownerId: string,
  id: string,
  purpose: UploadPurpose,
) {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .delete(files)
    .where(and(eq(files.id, id), eq(files.ownerId, ownerId), eq(files.purpose, purpose)))
    .returning({ id: files.id });
  if (!row) throw notFound();
  await removeBytes(storage, ownerId, [row.id]);
}

/** Bytes whose row is already gone: a failure here only leaves an orphan file, never a row without its file. */
async function removeBytes(storage: FileStorage, ownerId: string, ids: string[]) {
  for (const id of ids)
    await storage
      .remove({ ownerId, id })
      .catch((error: unknown) => logError('could not remove file bytes', error, { fileId: id }));
}

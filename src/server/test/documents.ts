import { randomUUID } from 'node:crypto';
import { files } from '@/server/db/schema';
import type { TestContext } from './context';

/**
 * `count` "other" documents of `ownerId` straight in the table, a second apart from `from` (rows only, no bytes):
 * enough for several pages of GET /api/documents without uploading each. Returns their ids, oldest first.
 */
export async function insertDocuments(ctx: Pick<TestContext, 'deps'>, ownerId: string, count: number, from: Date) {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    ownerId,
    purpose: 'otherDocument' as const,
    kind: 'pdf' as const,
    mime: 'application/pdf',
    size: 1000,
    originalName: `doc-${i}.pdf`,
    title: `Belge ${i}`,
    sha256: 'a'.repeat(64),
    createdAt: new Date(from.getTime() + i * 1000),
  }));
  await ctx.deps.db.insert(files).values(rows);
  return rows.map((row) => row.id);
}

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { NOTIFICATION_KINDS } from '@/lib/schemas/notifications';
import { casePlanItems, files, notificationPreferences, notifications } from '@/server/db/schema';
import { fileStorage } from '@/server/storage/storage';
import type { TestContext } from './context';

/**
 * Makes a customer as heavy as the biggest of the 100k data set, written straight to the database and storage
 * (thousands of API calls would take minutes): `notifications` of their own and, as an advisor's, about them;
 * notification preferences and plan items (tables keyed by two columns, paged by both); and documents with real
 * random bytes (`fileBytes` each) in the app's file storage. Returns the documents' rows and bytes by id.
 */
export async function makeHeavy(
  ctx: TestContext,
  customer: { userId: string; advisorId: string },
  { notificationCount, fileCount, fileBytes }: { notificationCount: number; fileCount: number; fileBytes: number },
) {
  const rows = Array.from({ length: notificationCount }, (_, i) => ({
    // Every tenth is the advisor's, about the customer: reached through about_user_id, not user_id.
    userId: i % 10 === 9 ? customer.advisorId : customer.userId,
    aboutUserId: i % 10 === 9 ? customer.userId : null,
    kind: NOTIFICATION_KINDS[i % NOTIFICATION_KINDS.length]!,
    titleKey: 'notifications:heavy.title',
    // Line breaks and quotes inside values must survive the streamed JSON as they do JSON.stringify.
    messageKey: `line one\nline "two" ${i}`,
    params: { n: i },
    // Random, so data.json compresses about as little as real text does: a test of backpressure needs more
    // compressed bytes than the streams' buffers hold.
    link: `/dashboard/documents#${randomBytes(192).toString('base64url')}`,
    idempotencyKey: `heavy-${randomUUID()}`,
  }));
  for (let i = 0; i < rows.length; i += 500) await ctx.deps.db.insert(notifications).values(rows.slice(i, i + 500));
  await ctx.deps.db
    .insert(notificationPreferences)
    .values(NOTIFICATION_KINDS.slice(0, 5).map((kind, i) => ({ userId: customer.userId, kind, email: i % 2 === 0 })));
  await ctx.deps.db
    .insert(casePlanItems)
    .values(['a', 'b', 'c'].map((key, i) => ({ userId: customer.userId, itemKey: `heavy-${key}`, position: i })));

  const documents = new Map<string, Buffer>();
  const storage = fileStorage(ctx.deps);
  for (let i = 0; i < fileCount; i++) {
    const id = randomUUID();
    const bytes = randomBytes(fileBytes);
    const pending = await storage.begin({ ownerId: customer.userId, id });
    await new Promise<void>((resolve, reject) => pending.sink.end(bytes, () => resolve()).once('error', reject));
    await pending.commit();
    await ctx.deps.db.insert(files).values({
      id,
      ownerId: customer.userId,
      purpose: 'otherDocument',
      kind: 'pdf',
      mime: 'application/pdf',
      size: bytes.length,
      originalName: `scan-${i}.pdf`,
      title: `Scan ${i}`,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    documents.set(id, bytes);
  }
  return documents;
}

// The cost of open GET /api/events streams (decision 078): messages seeded for the messages list, and the server's
// memory before and after holding `count` idle streams (each waits for its `ready` event, then nothing happens but
// heartbeats). Reported per 1,000 streams.
import http from 'node:http';
import { memoryOf } from './common.mjs';

/** `count` messages from the customer, so `GET /api/messages` reads a real page (the limit allows 60 an hour). */
export async function seedMessages(base, token, count = 40) {
  for (let i = 0; i < count; i += 1) {
    const res = await fetch(`${base}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ body: `Mesaj ${i + 1}: diplomamın tercümesi için hangi belgeler gerekiyor?` }),
    });
    if (res.status !== 201) throw new Error(`message ${i}: ${res.status} ${await res.text()}`);
  }
}

/** Opens one stream and resolves with its request once `ready` arrived. */
function openStream(base, token) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${base}/api/events`,
      { headers: { authorization: `Bearer ${token}` }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`events: ${res.statusCode}`));
        res.on('data', (chunk) => {
          if (String(chunk).includes('event: ready')) resolve(req);
        });
        res.on('error', () => {});
      },
    );
    req.on('error', reject);
  });
}

export async function idleStreams(base, token, child, count = 1000) {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));
  await settle();
  const before = memoryOf(child);
  const open = [];
  // In batches: a thousand connects at once would measure the accept queue, not the streams.
  for (let i = 0; i < count; i += 100)
    open.push(...(await Promise.all(Array.from({ length: Math.min(100, count - i) }, () => openStream(base, token)))));
  await settle();
  const after = memoryOf(child);
  for (const req of open) req.destroy();
  await settle();
  const released = memoryOf(child);
  return {
    streams: count,
    rssBeforeMb: before.rssMb,
    rssWithStreamsMb: after.rssMb,
    rssAfterCloseMb: released.rssMb,
    mbPer1000: Math.round(((after.rssMb - before.rssMb) * 1000) / count),
  };
}

// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest';
import { z } from 'zod';

const answer = (data: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify({ success: true, data }), { headers: { 'Content-Type': 'application/json' } }),
  );

// ofetch takes `fetch` from the global scope when the client module loads: stubbed first, imported after.
async function clientAnswering(data: unknown) {
  vi.resetModules();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => answer(data)),
  );
  return import('./data');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const rate = z.object({ currency: z.literal('TRY'), rate: z.number() });

test('under test, apiData parses the answer with its schema and returns the data as sent', async () => {
  const { apiData } = await clientAnswering({ currency: 'TRY', rate: 36.5 });
  await expect(apiData('/eligibility/rate', rate)).resolves.toEqual({ currency: 'TRY', rate: 36.5 });
});

test('an answer outside the schema rejects with AnswerMismatch naming the path and the field', async () => {
  const { apiData, AnswerMismatch } = await clientAnswering({ currency: 'TRY', rate: '36.5' });
  const failure = apiData('/eligibility/rate', rate);
  await expect(failure).rejects.toBeInstanceOf(AnswerMismatch);
  await expect(failure).rejects.toThrow(/\/eligibility\/rate.*rate/s);
});

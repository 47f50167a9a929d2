// Documents in every review state (≈10 a customer, 200 for the heavy ones) and appointments past and future over
// the 50 advisors, laid out so no advisor and no customer has two active meetings at once (the exclusion
// constraints of migration 0009 hold: they stay on during the load).
import { createHash } from 'node:crypto';
import { ADVISORS, advisorId, customer, customers } from './people';
import { DAY_MS, rngFor, seqId, TAG } from './random';
import type { Cell } from './loader';
import type { Plan } from './plan';

/** The bytes behind the heavy customers' documents (their export streams real files); others have rows only. */
export const SAMPLE_PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(40_000 - 9, 0x20)]);
const SAMPLE_SHA = createHash('sha256').update(SAMPLE_PDF).digest('hex');

export const FILE_COLUMNS = [
  'id',
  'owner_id',
  'purpose',
  'kind',
  'mime',
  'size',
  'original_name',
  'title',
  'language',
  'plan_item',
  'cefr_level',
  'sha256',
  'review_status',
  'rejection_reason',
  'reviewed_at',
  'reviewed_by',
  'created_at',
] as const;

export function* fileRows(plan: Plan): Generator<Cell[]> {
  for (const c of customers(plan)) {
    const r = rngFor(plan.seed, c.i, 4);
    if (c.step < 5) continue;
    for (let k = 0; k < c.documents; k++) {
      const purpose =
        k === 0
          ? 'cv'
          : r.weighted([
              ['languageCertificate', 2],
              ['otherDocument', 8],
            ] as const);
      const status =
        k === 0 && !c.completed
          ? 'pending_review'
          : r.weighted([
              ['pending_review', 3],
              ['approved', 6],
              ['rejected', 1],
            ] as const);
      const reviewer = status === 'pending_review' ? null : advisorId(c.advisor ?? 0);
      const at = new Date(c.createdAt.getTime() + r.int(1, 30) * DAY_MS);
      const sha = c.heavy ? SAMPLE_SHA : createHash('sha256').update(`${plan.seed}:${c.i}:${k}`).digest('hex');
      const other = purpose === 'otherDocument';
      yield [
        seqId(TAG.file, c.i * 256 + k),
        c.id,
        purpose,
        'pdf',
        'application/pdf',
        c.heavy ? SAMPLE_PDF.length : r.int(80_000, 3_000_000),
        `${purpose === 'cv' ? 'ozgecmis' : 'belge'}-${k}.pdf`,
        other ? r.pick(['Diploma (apostilli)', 'Transkript', 'Pasaport', 'Denklik belgesi']) : null,
        purpose === 'languageCertificate' ? 'de' : null,
        other && r.chance(0.5) ? r.pick(plan.planItems) : null,
        purpose === 'languageCertificate' ? r.pick(['A2', 'B1', 'B2']) : null,
        sha,
        status,
        status === 'rejected' ? 'Belge okunaklı değil, lütfen yeniden yükleyin.' : null,
        reviewer ? new Date(at.getTime() + 2 * DAY_MS) : null,
        reviewer,
        at,
      ];
    }
  }
}

export const APPOINTMENT_COLUMNS = [
  'id',
  'user_id',
  'advisor_id',
  'type',
  'meeting_type',
  'status',
  'starts_at',
  'ends_at',
  'notes',
  'customer_time_zone',
  'sequence',
  'reminder_sent_at',
  'created_at',
  'updated_at',
] as const;

const SLOTS_PER_DAY = 8;
const TYPES = [
  ['consultation', 30],
  ['document_review', 30],
  ['orientation', 60],
  ['interview', 60],
] as const;

/**
 * Round m gives each customer with more than m appointments one meeting; every round starts on a fresh day, and
 * within a round the n-th meeting goes to advisor n mod 50 at slot ⌊n / 50⌋: so one advisor or one customer never
 * has two at the same hour. Weekdays 09:00–17:00 Berlin (08:00 UTC in winter), 85 % in the past.
 */
export function* appointmentRows(plan: Plan): Generator<Cell[]> {
  const counts = Array.from({ length: plan.customers }, (_, i) => customer(plan, i).appointments);
  const rounds = Math.max(0, ...counts);
  const total = counts.reduce((a, b) => a + b, 0) + rounds * ADVISORS * SLOTS_PER_DAY;
  const days = Math.ceil(total / (ADVISORS * SLOTS_PER_DAY));
  const firstDay = Math.floor(plan.now / DAY_MS) - Math.round(days * 0.85 * (7 / 5));
  let n = 0;
  let id = 0;
  for (let m = 0; m < rounds; m++) {
    n = Math.ceil(n / (ADVISORS * SLOTS_PER_DAY)) * ADVISORS * SLOTS_PER_DAY;
    for (let i = 0; i < plan.customers; i++) {
      if (counts[i]! <= m) continue;
      const slot = Math.floor(n / ADVISORS);
      const weekday = Math.floor(slot / SLOTS_PER_DAY);
      const day = firstDay + Math.floor(weekday / 5) * 7 + (weekday % 5);
      const start = new Date((day * 24 + 8 + (slot % SLOTS_PER_DAY)) * 3_600_000);
      const r = rngFor(plan.seed, i, 100 + m);
      const [type, minutes] = r.pick(TYPES);
      const past = start.getTime() < plan.now;
      const status = past
        ? r.weighted([
            ['completed', 70],
            ['cancelled', 15],
            ['no_show', 5],
            ['rejected', 10],
          ] as const)
        : r.weighted([
            ['pending', 40],
            ['confirmed', 50],
            ['cancelled', 10],
          ] as const);
      const created = new Date(start.getTime() - r.int(2, 30) * DAY_MS);
      yield [
        seqId(TAG.appointment, id++),
        seqId(TAG.user, i),
        advisorId(n % ADVISORS),
        type,
        r.chance(0.8) ? 'online' : 'in_person',
        status,
        start,
        new Date(start.getTime() + minutes * 60_000),
        r.chance(0.3) ? 'Denklik başvurusu hakkında' : '',
        'Europe/Istanbul',
        status === 'pending' ? 0 : 1,
        past ? start : null,
        created,
        created,
      ];
      n++;
    }
  }
}

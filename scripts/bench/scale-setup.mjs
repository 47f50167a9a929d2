// What `--scale` (scale.mjs) and `--profile` (profile.mjs) both need on the seeded business: the server's
// environment, waiting for a quiet database, and the signed-in customers and admin the reads are measured as.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/** The seed's password for every account (scripts/seed). */
export const SEED_PASSWORD = 'Seed-Passw0rd-1';

/** The built server's environment on the seeded database `url`. */
export const scaleServerEnv = (url) => ({
  RATE_LIMIT_AUTH_IP: '1000000000',
  RATE_LIMIT_REGISTER: '1000000000',
  JWT_SECRET: randomBytes(32).toString('hex'),
  DATABASE_URL: url,
  // A run lasts longer than the 15 minutes of an access token: the later reads would measure 401s.
  ACCESS_TOKEN_TTL: '86400',
  // The jobs run once at start (the scheduler's first tick), then not again during the reads: a renewal batch
  // rendering receipts mid-read would measure the job, not the read. The job is measured on its own (scale.mjs).
  JOB_TICK_MS: '3600000',
});

/**
 * Waits until the database is quiet: for 3 s in a row no connection of the app busy or inside a transaction, no mail
 * due in the outbox, and (with `jobs`) each job's first run recorded in job_runs (a claim's row is invisible until its
 * run commits). Before each read too: a slow read's requests still running after its measurement would otherwise slow
 * the next one. The outbox: the start-up renewal of the packages that fell due since seeding (~1,300) queues their
 * receipts, and rendering them (PDFs, between short queries the busy check hardly sees) took 4–16 % of the server's
 * CPU in reads measured beside it.
 */
export async function quietDatabase(url, { jobs = 0 } = {}) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  let calm = 0;
  for (let i = 0; i < 900 && calm < 3; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const [{ done }] = await sql`select count(last_run_at)::int as done from job_runs`;
    const [{ busy }] = await sql`select count(*)::int as busy from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and state in ('active', 'idle in transaction')`;
    const [{ mails }] = await sql`select count(*)::int as mails from mail_outbox
      where status = 'pending' and next_attempt_at <= now()`;
    calm = done >= jobs && busy === 0 && mails === 0 ? calm + 1 : 0;
  }
  await sql.end();
}

async function login(base, email) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: SEED_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()).data.access_token;
}

/**
 * The accounts the reads are measured as, signed in: customers 0 and 1 are the heaviest (decision 086; the second is
 * the deletion's victim), "typical" the first finished case with an active package after the first hundred.
 */
export async function scaleUsers(base, url) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const heavy = await sql`select id, email from users where role = 'customer' order by id limit 2`;
  const [typical] =
    await sql`select u.id, u.email from users u join user_packages p on p.user_id = u.id and p.status = 'active'
    where u.role = 'customer' and u.onboarding_completed order by u.id offset 100 limit 1`;
  await sql.end();
  return {
    heavy: { ...heavy[0], token: await login(base, heavy[0].email) },
    victim: { ...heavy.at(-1), token: await login(base, heavy.at(-1).email) },
    typical: { ...typical, token: await login(base, typical.email) },
    admin: { token: await login(base, 'admin-50@example.com') },
  };
}

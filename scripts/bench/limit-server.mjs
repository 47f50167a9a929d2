// The "limit": the least a server can do for an authenticated read — Hono, one indexed read, the envelope. With
// DATABASE_URL it reads the bench user from PostgreSQL (postgres.js, 10 connections like the app); without, from
// its own PGlite in LIMIT_DATA_DIR with one row of the same shape.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

let read;
if (process.env.DATABASE_URL) {
  const sql = (await import('postgres')).default(process.env.DATABASE_URL, { max: 10 });
  read = async (id) => (await sql`select * from users where id = ${id}`)[0];
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(process.env.LIMIT_DATA_DIR);
  await db.exec(`create table users (id uuid primary key, email text not null, first_name text not null, last_name text not null,
    created_at timestamptz not null default now()); insert into users values ('${process.env.LIMIT_USER_ID}', 'a@example.com', 'Ayşe', 'Yılmaz')`);
  read = async (id) => (await db.query('select * from users where id = $1', [id])).rows[0];
}
const app = new Hono();
app.get('/:id', async (c) => c.json({ success: true, data: await read(c.req.param('id')) }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });

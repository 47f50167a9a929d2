import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withNamedStatements } from './pglite-statements';

// The options drizzle's PGlite session passes with every query (drizzle-orm/pglite/session.js `queryConfig`).
const raw = (value: unknown) => value;
const drizzleOptions = {
  rowMode: 'array' as const,
  parsers: {
    [types.TIMESTAMP]: raw,
    [types.TIMESTAMPTZ]: raw,
    [types.INTERVAL]: raw,
    [types.DATE]: raw,
    1231: raw,
    1115: raw,
    1185: raw,
    1187: raw,
    1182: raw,
  },
};

const everyType = `select id, title, born, seen, amount, data, tags, scores, prices, stamps, wait, flag, big, nothing
  from samples where id = $1 or title = $2 order by id`;

let client: PGlite;
let named: PGlite;

beforeAll(async () => {
  client = new PGlite();
  named = withNamedStatements(client, 3);
  await client.exec(`create table samples (id uuid primary key, title text unique not null, born date, seen timestamptz,
    amount numeric(12, 2), data jsonb, tags text[], scores int[], prices numeric[], stamps timestamptz[], wait interval,
    flag boolean, big bigint, nothing text);
    insert into samples values ('00000000-0000-4000-8000-000000000001', 'a', '2026-01-31', '2026-11-23 10:00:00.123+00',
      1234.5, '{"x": [1, "ü", null], "when": "2026-01-01"}', '{a,"b c",NULL}', '{1,2}', '{1.50,2}',
      '{"2026-01-01 00:00:00+00"}', '1 day 02:00', true, 9007199254740993, null)`);
});

afterAll(() => client.close());

/** The first byte of each protocol call: P(arse), B(ind), C(lose). */
function calls(spy: { mock: { calls: unknown[][] } }): string[] {
  return spy.mock.calls.map(([message]) => String.fromCharCode((message as Uint8Array)[0] ?? 0));
}

const preparedCount = async () =>
  (await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]?.n;

describe('named statements on PGlite', () => {
  it('answers every type exactly as PGlite does, and parses a statement only the first time', async () => {
    const params = ['00000000-0000-4000-8000-000000000001', 'none'];
    const expected = await client.query(everyType, params, drizzleOptions);
    const spy = vi.spyOn(client, 'execProtocolStream');
    const first = await named.query(everyType, params, drizzleOptions);
    const second = await named.query(everyType, params, drizzleOptions);
    expect(calls(spy)).toEqual(['P', 'B', 'B']);
    spy.mockRestore();
    expect(first).toStrictEqual(expected);
    expect(second).toStrictEqual(expected);
    expect(await named.query(everyType, params)).toStrictEqual(await client.query(everyType, params));
  });

  it('keeps writes, their affected rows and returned rows as PGlite answers them', async () => {
    const update = `update samples set flag = $1 where title = $2 returning title, flag`;
    expect(await named.query(update, [false, 'a'], drizzleOptions)).toStrictEqual(
      await client.query(update, [false, 'a'], drizzleOptions),
    );
    const none = `update samples set flag = $1 where title = 'nobody'`;
    expect(await named.query(none, [true])).toStrictEqual(await client.query(none, [true]));
  });

  it('reports a failed statement with the same error and stays usable', async () => {
    const insert = 'insert into samples (id, title) values ($1, $2)';
    const failure = (query: PGlite['query']) =>
      query(insert, ['00000000-0000-4000-8000-000000000002', 'a']).catch((e: unknown) => e);
    const ours = await failure(named.query);
    const theirs = await failure(client.query.bind(client));
    expect(ours).toBeInstanceOf((theirs as object).constructor);
    expect(ours).toMatchObject({ code: '23505', constraint: 'samples_title_key', query: insert });
    expect({ ...(ours as object) }).toStrictEqual({ ...(theirs as object) });
    // Bad input fails at Bind, with the statement already named.
    await expect(named.query(insert, ['not-a-uuid', 'b'])).rejects.toMatchObject({ code: '22P02' });
    await expect(named.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    expect((await named.query(everyType, ['00000000-0000-4000-8000-000000000001', 'none'])).rows).toHaveLength(1);
  });

  it('leaves transactions to PGlite, through drizzle too', async () => {
    const db = drizzle(named);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update samples set title = 'renamed' where title = 'a'`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await db.transaction((tx) => tx.execute(sql`update samples set nothing = 'committed' where title = 'a'`));
    expect((await db.execute(sql`select title, nothing from samples`)).rows).toEqual([
      { title: 'a', nothing: 'committed' },
    ]);
  });

  it('closes the least recently used statement beyond the cap', async () => {
    for (const n of [1, 2, 3, 4]) expect((await named.query(`select ${n} as n`)).rows).toEqual([{ n }]);
    expect(await preparedCount()).toBe(3);
    const names = await client.query<{ statement: string }>(
      'select statement from pg_prepared_statements order by statement',
    );
    expect(names.rows.map((r) => r.statement)).toEqual(['select 2 as n', 'select 3 as n', 'select 4 as n']);
    expect((await named.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
    expect(await preparedCount()).toBe(3);
  });

  it('parses a statement again when the schema changed its result', async () => {
    const select = 'select * from samples where title = $1';
    expect(Object.keys((await named.query(select, ['a'])).rows[0] ?? {})).not.toContain('added');
    await client.exec('alter table samples add column added text');
    const after = await named.query<{ added: string | null }>(select, ['a']);
    expect(after.rows[0]?.added).toBeNull();
    await client.exec('deallocate all');
    expect((await named.query(select, ['a'])).rows).toHaveLength(1);
  });
});

import { messages, parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/** Enough for every distinct statement the app sends; an evicted one is closed and parsed again when next used. */
export const STATEMENT_CAP = 200;

type Parsers = PGlite['parsers'];
type CallerParsers = NonNullable<QueryOptions['parsers']>;

/** What PostgreSQL answered to Parse + Describe: the parameter types (for serializing) and the result columns. */
interface Statement {
  name: string;
  paramTypes: number[];
  description: messages.BackendMessage[];
}

/**
 * The PGlite client Drizzle is given: `query` outside a transaction runs a named prepared statement per distinct
 * SQL text, parsed and planned once (Parse + Describe), then only Bind + Execute + Sync in one protocol call. PGlite's
 * own `query` parses every statement again and makes six calls into PostgreSQL for it. Results are built by
 * PGlite's own `parseResults` from the same messages, so rows, fields and errors are what `query` returns; a
 * transaction's statements take PGlite's path unchanged (docs/decisions/059-pglite-named-statements.md).
 */
export function withNamedStatements(client: PGlite, cap = STATEMENT_CAP): PGlite {
  const statements = new Map<string, Statement>();
  let counter = 0;

  // Parse + Describe (closing the least recently used statement when full) in one call, ended by Sync.
  async function prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const parts: Uint8Array[] = [];
    if (statements.size >= cap) {
      const [oldest, evicted] = statements.entries().next().value as [string, Statement];
      statements.delete(oldest);
      parts.push(protocol.serialize.close({ type: 'S', name: evicted.name }));
    }
    const name = `pgl_${(counter += 1)}`;
    const types = options?.paramTypes;
    parts.push(
      protocol.serialize.parse({ name, text, ...(types && { types }) }),
      protocol.serialize.describe({ type: 'S', name }),
    );
    const answer = await exchange(parts);
    const description = answer.filter((message) => message.name === 'rowDescription');
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(answer), description };
    statements.set(text, statement);
    return statement;
  }

  async function run(statement: Statement, params: unknown[], options: QueryOptions | undefined): Promise<Results> {
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i] ?? 0;
      const serialize = options?.serializers?.[oid] ?? client.serializers[oid];
      return serialize ? serialize(param) : String(param);
    });
    const answer = await exchange([
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.execute({}),
    ]);
    await client.syncToFs();
    const { parsers, ...rest } = options ?? {};
    const results = parse.parseResults(
      [...statement.description, ...answer],
      parsers ? merged(parsers) : client.parsers,
      rest,
    );
    return results[0] as Results;
  }

  // PGlite's parseResults copies all its parsers (one per array type: hundreds) with the caller's on every query;
  // Drizzle passes the same `parsers` object with every execute of a prepared query, so the copy is kept.
  const mergedParsers = new WeakMap<CallerParsers, Parsers>();
  function merged(parsers: CallerParsers): Parsers {
    let both = mergedParsers.get(parsers);
    if (!both) {
      both = { ...client.parsers, ...parsers };
      mergedParsers.set(parsers, both);
    }
    return both;
  }

  /** One call into PostgreSQL, always ended by Sync: after an error PostgreSQL skips to it and is ready again. */
  function exchange(parts: Uint8Array[]) {
    parts.push(protocol.serialize.sync());
    const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
    parts.reduce((offset, part) => (message.set(part, offset), offset + part.length), 0);
    return client.execProtocolStream(message, { syncToFs: false });
  }

  async function runNamed(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results> {
    const cached = statements.get(text);
    if (!cached) return run(await prepare(text, options), params, options);
    // Most recently used last: the Map's first entry is the one to evict.
    statements.delete(text);
    statements.set(text, cached);
    try {
      return await run(cached, params, options);
    } catch (error) {
      if (!invalidated(error)) throw error;
      // Outside a transaction nothing ran: forget the statement and parse it again.
      statements.delete(text);
      await exchange([protocol.serialize.close({ type: 'S', name: cached.name })]);
      return run(await prepare(text, options), params, options);
    }
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob) return client.query<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return (await runNamed(text, params, options)) as Results<T>;
        } catch (error) {
          // The fields PGlite's own `query` adds to a database error.
          if (error instanceof messages.DatabaseError)
            Object.assign(error, { query: text, params, queryOptions: options });
          throw error;
        }
      }),
    );
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The statement's plan no longer fits the schema (a column type changed) or the statement is gone (DEALLOCATE). */
function invalidated(error: unknown): boolean {
  if (!(error instanceof messages.DatabaseError)) return false;
  if (error.code === '26000') return true;
  return error.code === '0A000' && error.message.includes('cached plan must not change result type');
}

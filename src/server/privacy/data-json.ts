import type { Page } from './pages';

const ROW_INDENT = '\n      ';

/**
 * `data.json` as text, one page of rows at a time, exactly as `JSON.stringify({ exportedAt, tables }, null, 2)` would
 * write it whole (tables without rows left out): the customer gets the same file, the server never holds it.
 * Pages of one table come one after the other.
 */
export async function* dataJson(exportedAt: string, pages: AsyncIterable<Page>): AsyncGenerator<string> {
  yield `{\n  "exportedAt": ${JSON.stringify(exportedAt)},\n  "tables": {`;
  let table: string | undefined;
  for await (const page of pages) {
    let text = '';
    let first = page.name !== table;
    if (first) text += `${table === undefined ? '' : '\n    ],'}\n    ${JSON.stringify(page.name)}: [`;
    table = page.name;
    for (const row of page.rows) {
      // Structural line breaks only: a line break inside a value is written as \n by JSON.stringify.
      text += `${first ? '' : ','}${ROW_INDENT}${JSON.stringify(row, null, 2).replaceAll('\n', ROW_INDENT)}`;
      first = false;
    }
    yield text;
  }
  yield table === undefined ? '}\n}' : '\n    ]\n  }\n}';
}

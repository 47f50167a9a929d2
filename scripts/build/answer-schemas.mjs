// A Vite plugin for the browser build (decision 089): zod stays out of a page that only reads answers.
//
// Decision 067 parses API answers in development and tests only; production passes the answer schema to `apiData`
// and never looks at it. Passing it still made every store's schema, and with it all of zod (≈ 24 KB brotli), part
// of every signed-in page. In a client build where `apiData` parses nothing, this plugin
//  1. replaces the schema argument of each `apiData(path, schema, …)` call in `src/lib` by `void 0`, and
//  2. marks each top-level schema constant of `src/lib/schemas` as a pure expression (`/*#__PURE__*/ (() => …)()`),
// so the bundler drops every schema nothing else uses. Forms keep theirs: validation on client and server still runs
// the one shared schema. Vitest, the dev server and `MODE=test` builds see the code unchanged.
import path from 'node:path';
import { parseAst } from 'vite';

const LIB = `${path.sep}src${path.sep}lib${path.sep}`;
const SCHEMAS = `${LIB}schemas${path.sep}`;
/** Initialisers that are plain data already: nothing to make pure. */
const PLAIN = new Set([
  'Literal',
  'Identifier',
  'ArrowFunctionExpression',
  'FunctionExpression',
  'TemplateLiteral',
  'ArrayExpression',
  'ObjectExpression',
]);
/**
 * `[…] as const` and `{…} satisfies T` are data too. An object or array literal is data only if what it holds is:
 * `{ age: z.number() }` (fields shared by several schemas) builds schemas when the module runs, and kept as it was,
 * it kept all of zod in every page importing anything from that file (the dashboard's first load, decision 105).
 */
const isPlainData = (node) => {
  if (/^TS(As|Satisfies)Expression$/.test(node.type)) return isPlainData(node.expression);
  if (!PLAIN.has(node.type)) return false;
  if (node.type === 'ArrayExpression') return node.elements.every((e) => !e || isPlainData(e));
  if (node.type === 'ObjectExpression')
    return node.properties.every((p) => p.type === 'Property' && !p.computed && isPlainData(p.value));
  return node.type !== 'TemplateLiteral' || node.expressions.every(isPlainData);
};

function walk(node, visit) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((n) => walk(n, visit));
  if (typeof node.type === 'string') visit(node);
  for (const key of Object.keys(node)) if (key !== 'parent') walk(node[key], visit);
}

/** The edits for one file as [start, end, replacement], or none. Exported for its unit test. */
export function answerSchemaEdits(code, file) {
  const edits = [];
  const ast = parseAst(code, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' });
  if (code.includes('apiData('))
    walk(ast, (node) => {
      const [, schema] = node.type === 'CallExpression' && node.callee.name === 'apiData' ? node.arguments : [];
      if (schema) edits.push([schema.start, schema.end, 'void 0']);
    });
  if (file.includes(SCHEMAS))
    for (const statement of ast.body) {
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (declaration?.type !== 'VariableDeclaration') continue;
      for (const { init } of declaration.declarations) {
        if (!init || isPlainData(init)) continue;
        edits.push([init.start, init.start, '/*#__PURE__*/ (() => ('], [init.end, init.end, '))()']);
      }
    }
  return edits;
}

export function applyEdits(code, edits) {
  let out = code;
  for (const [start, end, text] of [...edits].sort((a, b) => b[0] - a[0] || b[1] - a[1]))
    out = out.slice(0, start) + text + out.slice(end);
  return out;
}

/** @returns {import('vite').Plugin} */
export function answerSchemas() {
  let active = false;
  return {
    name: 'client-answer-schemas',
    enforce: 'pre',
    configResolved(config) {
      // The same condition as CHECKS_ANSWERS in src/lib/api/data.ts, negated.
      active = config.command === 'build' && !config.env.DEV && config.mode !== 'test';
    },
    transform(code, id, options) {
      const file = id.split('?')[0];
      if (!active || options?.ssr || this.environment?.config.consumer === 'server') return null;
      if (!file.includes(LIB) || !/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) return null;
      const edits = answerSchemaEdits(code, file);
      return edits.length ? { code: applyEdits(code, edits), map: null } : null;
    },
  };
}

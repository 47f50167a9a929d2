import { openApiDocument } from './spec';

type Document = ReturnType<typeof openApiDocument>;
interface Parameter {
  name: string;
  in: string;
  required: boolean;
}
interface Operation {
  tags: string[];
  security?: unknown[];
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: unknown }> };
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function operationHtml(method: string, path: string, op: Operation): string {
  const auth = op.security ? (op.security.length > 1 ? 'token optional' : 'token required') : 'public';
  const params = op.parameters.map(
    (p) => `<li><code>${escape(p.name)}</code> (${p.in}${p.required ? ', required' : ''})</li>`,
  );
  const bodies = Object.entries(op.requestBody?.content ?? {}).map(
    ([type, { schema }]) =>
      `<p>Body <code>${escape(type)}</code></p><pre>${escape(JSON.stringify(schema, null, 2))}</pre>`,
  );
  return `<details><summary><b class="${method}">${method.toUpperCase()}</b> <code>${escape(path)}</code> <small>${auth}</small></summary>
${params.length ? `<ul>${params.join('')}</ul>` : ''}${bodies.join('')}</details>`;
}

/**
 * The reference page at /api/docs: the generated document rendered on the server, so it needs no script, no CDN
 * and no looser Content-Security-Policy than inline styles (the API's own policy forbids everything else).
 */
export function docsPage(doc: Document): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, unknown>) as [string, Operation][]) {
      const tag = op.tags[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const sections = [...byTag].map(([tag, ops]) => `<section><h2>${escape(tag)}</h2>${ops.join('\n')}</section>`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escape(doc.info.title)}</title><style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111}
summary{cursor:pointer;padding:.25rem 0}pre{background:#f4f4f5;padding:.75rem;overflow:auto;font-size:13px}
b{display:inline-block;min-width:4rem}.get{color:#166534}.post{color:#1d4ed8}.put,.patch{color:#92400e}.delete{color:#b91c1c}
</style></head><body><h1>${escape(doc.info.title)}</h1>
<p>Generated from the routes and their zod schemas. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.
Answers use the envelope <code>{ success, data }</code>; refusals <code>{ success: false, message, error }</code>.</p>
${sections.join('\n')}</body></html>`;
}

import { Hono } from 'hono';
import { docsPage } from './page';
import { openApiDocument, type RouteEntry } from './spec';
import { answersFile, answersHtml } from '@/server/http/answers';

const INFO = { title: 'Almanya Kariyer Portalı API', version: '1' };

/**
 * `/api/openapi.json` and `/api/docs`. The route table is read on the first request, when every sub-app is
 * mounted (including the routes the server adds outside /api, such as the Stripe webhook), and kept: it never
 * changes while the process runs.
 */
export function openApiRoutes(routes: () => readonly RouteEntry[]) {
  const r = new Hono();
  let doc: ReturnType<typeof openApiDocument> | undefined;
  const document = () => (doc ??= openApiDocument(routes(), INFO));
  r.get('/openapi.json', answersFile('application/json'), (c) => c.json(document()));
  r.get('/docs', answersHtml(), (c) => {
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    return c.html(docsPage(document()));
  });
  return r;
}

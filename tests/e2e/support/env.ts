import path from 'node:path';

/**
 * Where the server under test keeps its data: the same formula as playwright.config.ts (DATA_DIR is
 * `./data/e2e-${E2E_PORT}` unless E2E_DATA_DIR says otherwise). Tests run in the repository root.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4399);
export const DATA_DIR = process.env.E2E_DATA_DIR ?? `./data/e2e-${E2E_PORT}`;
/** nodemailer writes every mail here as an .eml file (no SMTP_URL in end-to-end runs). */
export const OUTBOX_DIR = path.join(DATA_DIR, 'outbox');
/** Everything the server under test prints (stdout and stderr), scanned for secrets after the run (log-scan.ts). */
export const SERVER_LOG = process.env.E2E_SERVER_LOG ?? `${DATA_DIR}.server.log`;

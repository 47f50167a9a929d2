/**
 * ` (CODE)` for an error that carries a string code (a driver's SQLSTATE, nodemailer's EENVELOPE), else ''. Log lines
 * name the failure by this code and never by the message, which can quote query parameters or addresses.
 */
export function errorCodeSuffix(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? ` (${code})` : '';
}

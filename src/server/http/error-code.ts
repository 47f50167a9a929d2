/** An error's code for a log line, never its message: messages of drivers and SDKs can carry personal data. */
export const errorCode = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'unknown';
};

/**
 * The locale namespaces every AppShell island needs besides its own: pass them first to `messages()` in the
 * page, e.g. `messages(locale, ...SHELL_NAMESPACES, 'auth')`.
 */
export const SHELL_NAMESPACES = ['shell', 'errors'] as const;

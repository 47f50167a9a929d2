/**
 * The first admin of the server under test (ADMIN_EMAIL / ADMIN_PASSWORD, decision 034): playwright.config.ts
 * hands these to the server, the staff journeys sign in with them.
 */
export const ADMIN = { email: 'admin@e2e.example.com', password: 'Yonetici1234' } as const;

// The tables of every domain, gathered for Drizzle's client and drizzle-kit. Add a domain's file here.
export * from './schema/users';
export * from './schema/contact';
export * from './schema/auth';
export * from './schema/files';
export * from './schema/onboarding';
export * from './schema/rate-limits';
export * from './schema/jobs';
export * from './schema/packages';
export * from './schema/payments';
export * from './schema/contracts';
export * from './schema/staff';
export * from './schema/appointments';
export * from './schema/notifications';
export * from './schema/support';
export * from './schema/eligibility';

// The tables of every domain, gathered for Drizzle's client and drizzle-kit. Add a domain's file here.
export * from './schema/users';
export * from './schema/contact';
export * from './schema/auth';
export * from './schema/files';
export * from './schema/onboarding';
export * from './schema/eligibility';

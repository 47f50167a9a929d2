// `npm run bench`: what the landing page costs a visitor (default; `-- --lighthouse` adds Lighthouse mobile), or
// `npm run bench -- --api`: API reads against a bare "limit" server on PGlite and PostgreSQL. `--no-build` reuses the
// last production build in BUILD_DIR. Neither is part of `npm test`: they take minutes and want a quiet machine.
await import(process.argv.includes('--api') ? './bench/api.mjs' : './bench/landing.mjs');

// `npm run bench`: what the landing page costs a visitor (default; `-- --lighthouse` adds Lighthouse mobile), or
// `npm run bench -- --api`: API reads against a bare "limit" server on PGlite and PostgreSQL. `--no-build` reuses the
// last production build in BUILD_DIR. `-- --argon2`: one password check in each of OWASP's equal-strength settings.
// `-- --dashboard`: the signed-in pages' JavaScript and Lighthouse on /dashboard signed in (decision 089).
// `-- --scale [--size=100k]`: the same reads, staff pages and jobs on a seeded business (scale.mjs, decision 086).
// `-- --profile --only=<regex>`: a CPU profile of the built server under each of those --scale reads (decision 111).
// None is part of `npm test`: they take minutes and want a quiet machine.
const mode = ['--api', '--argon2', '--dashboard', '--scale', '--profile'].find((flag) => process.argv.includes(flag));
await import(mode ? `./bench/${mode.slice(2)}.mjs` : './bench/landing.mjs');

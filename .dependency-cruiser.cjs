/**
 * The import rules of src/ (docs/decisions/063-layers-and-dependency-rules.md), checked by `npm run lint` and proven by
 * tests/unit/dependency-rules.test.ts on a planted violation.
 *
 * The server's ground floor is the plumbing every feature stands on: database, HTTP, mail, file storage, the job
 * scheduler, logging, the performance machinery (fast/), the environment and the request context. It imports no
 * feature; features import it and src/lib. The composition root (app.ts, server.ts, main.ts, deps.ts, all-jobs.ts)
 * may import everything. Tests are exempt from the layer rules (they set up accounts through the features), not from
 * the cycle rule.
 */
const GROUND_FLOOR = ['^src/server/(db|http|mail|storage|jobs|log|fast|metrics)/', '^src/server/(env|context)[.]ts$'];
const TESTS = '[.]test[.]tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle in src/, type-only imports included: a cycle has no order to read or load it in.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'ground-floor-imports-no-feature',
      severity: 'error',
      comment:
        'The ground floor (db, http, mail, storage, jobs, log, fast, env, context) imports no feature folder and ' +
        'not the composition root: move the primitive down, or inject it through AppDeps.',
      from: { path: GROUND_FLOOR, pathNot: TESTS },
      to: { path: '^src/server/', pathNot: GROUND_FLOOR },
    },
    {
      name: 'client-imports-no-server',
      severity: 'error',
      comment: 'src/lib and src/islands run in the browser: they never import server code (their tests may).',
      from: { path: '^src/(lib|islands)/', pathNot: TESTS },
      to: { path: '^src/server/' },
    },
    {
      name: 'islands-no-network',
      severity: 'error',
      comment: 'Islands read stores and call their actions; only src/lib talks to the network (decision 009).',
      from: { path: '^src/islands/' },
      to: { path: '(^|/)node_modules/ofetch/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};

import eslintPluginAstro from 'eslint-plugin-astro';
import tseslint from 'typescript-eslint';

// `./` inside a folder, `@/…` for anything else (docs/decisions/069); `scripts/` lies outside the alias root.
const CLIMBING = {
  regex: '^\\.\\./(?!(\\.\\./)*scripts/)',
  message: 'Import from outside this folder through @/… (decision 069).',
};

const NETWORK_IN_STORES =
  'Islands do no network calls: add an action to the resource store in src/lib/stores and call it (README "Adding a resource").';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      '.build/',
      '.bench/',
      '.astro/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
      'src/server/db/migrations/',
    ],
  },
  ...tseslint.configs.recommended,
  ...eslintPluginAstro.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CLIMBING] }] },
  },
  {
    // Islands read stores and call their actions; only src/lib talks to the network (docs/decisions/009).
    files: ['src/islands/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            CLIMBING,
            { group: ['ofetch', 'ofetch/*'], message: NETWORK_IN_STORES },
            {
              group: ['**/lib/api/client', '**/lib/api/data', '**/lib/api/tokens', '**/lib/uploads/xhr-upload'],
              message: NETWORK_IN_STORES,
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: NETWORK_IN_STORES },
        { name: 'XMLHttpRequest', message: NETWORK_IN_STORES },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) => [
          { object, property: 'fetch', message: NETWORK_IN_STORES },
          { object, property: 'XMLHttpRequest', message: NETWORK_IN_STORES },
        ]),
      ],
    },
  },
);

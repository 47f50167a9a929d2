// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { existsSync, renameSync, rmdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { answerSchemas } from './scripts/build/answer-schemas.mjs';
import { postBuild } from './scripts/build/post-build.mjs';

const site = process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321';
const apiPort = Number(process.env.API_PORT ?? 4322);
// BUILD_DIR lets two builds run side by side (e.g. two end-to-end runs on one machine) without sharing output.
const buildDir = process.env.BUILD_DIR ?? '.';

/**
 * Astro writes only the root status pages as `404.html`/`500.html`; the English and German ones land in
 * `en/404/index.html`. CDNs and our server (src/server/static.ts) look for `<locale>/404.html`, so move them there.
 */
/** @type {import('astro').AstroIntegration} */
const localeStatusPages = {
  name: 'locale-status-pages',
  hooks: {
    'astro:build:done': ({ dir }) => {
      for (const locale of ['en', 'de'])
        for (const status of ['404', '500']) {
          const folder = fileURLToPath(new URL(`${locale}/${status}/`, dir));
          if (!existsSync(`${folder}index.html`)) continue;
          renameSync(`${folder}index.html`, fileURLToPath(new URL(`${locale}/${status}.html`, dir)));
          rmdirSync(folder);
        }
    },
  },
};

/** The tools' islands wake on first interaction (src/components/tools/interaction-directive.ts). */
/** @type {import('astro').AstroIntegration} */
const interactionDirective = {
  name: 'client-interaction-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'interaction',
        entrypoint: fileURLToPath(new URL('./src/components/tools/interaction-directive.ts', import.meta.url)),
      });
    },
  },
};

export default defineConfig({
  site,
  output: 'static',
  outDir: `${buildDir}/dist`,
  cacheDir: `${buildDir}/node_modules/.astro`,
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  i18n: {
    defaultLocale: 'tr',
    locales: ['tr', 'en', 'de'],
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    react(),
    sitemap({
      i18n: { defaultLocale: 'tr', locales: { tr: 'tr-TR', en: 'en-US', de: 'de-DE' } },
      // Signed-in screens are app shells, not content: keep them out of search engines.
      filter: (page) =>
        !/\/(dashboard|staff|onboarding|login|register|forgot-password|reset-password|verify-email)(\/|$)/.test(page),
    }),
    localeStatusPages,
    interactionDirective,
    postBuild,
  ],
  vite: {
    plugins: [tailwindcss(), answerSchemas()],
    // The icon strip always goes into the stylesheet as a data URI, whatever its size: as a file it would be one more
    // request before the first paint (src/styles/icons.css, docs/decisions/060).
    // CLIENT_SOURCEMAPS=1 (the weight bench's `--analyze`) adds hidden source maps, so bytes can be traced to
    // packages (scripts/bench/bundle-sources.mjs, decision 089); never in a shipped build.
    build: {
      assetsInlineLimit: (file) => (file.endsWith('/src/styles/icons.svg') ? true : undefined),
      sourcemap: process.env.CLIENT_SOURCEMAPS === '1' ? 'hidden' : false,
    },
    // `npm run dev` runs the API beside Astro's dev server; the browser talks to one origin.
    server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  },
});

// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';

const site = process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321';
const apiPort = Number(process.env.API_PORT ?? 4322);
// BUILD_DIR lets two builds run side by side (e.g. two end-to-end runs on one machine) without sharing output.
const buildDir = process.env.BUILD_DIR ?? '.';

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
      filter: (page) => !/\/(dashboard|onboarding|login|register|forgot-password|reset-password)(\/|$)/.test(page),
    }),
  ],
  vite: {
    plugins: [tailwindcss()],
    // `npm run dev` runs the API beside Astro's dev server; the browser talks to one origin.
    server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  },
});

import { fileURLToPath } from 'node:url';

/**
 * tsconfig's paths (decision 069) for the Vitest configs that do not start from Astro's Vite config (scale, build):
 * Astro reads tsconfig paths by itself, these configs are plain Vite.
 */
export const aliases = {
  '@': fileURLToPath(new URL('../src', import.meta.url)),
  '@locales': fileURLToPath(new URL('../locales', import.meta.url)),
};

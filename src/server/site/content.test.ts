import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { loadSiteContent, officeAddress, SITE_FILE } from './content';

// The server reads the editors' site.yaml itself (no Astro): the same file, the same schema as the pages.
const copyWith = async (edit: (yaml: string) => string) => {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'site-')), 'site.yaml');
  await writeFile(file, edit(await readFile(SITE_FILE, 'utf8')));
  return file;
};

test('the office is the company address of site.yaml, marked as an example in the asked language while it is one', async () => {
  const file = await copyWith((yaml) => yaml.replace('street: Musterstraße 1', 'street: Friedrichstraße 68'));
  const site = loadSiteContent(file);
  expect(site.company.example).toBe(true);
  expect(officeAddress('de', site)).toBe('Friedrichstraße 68, 10115 Berlin, Deutschland (Beispieladresse)');
  expect(officeAddress('tr', site)).toBe('Friedrichstraße 68, 10115 Berlin, Deutschland (örnek adres)');
  const real = { ...site, company: { ...site.company, example: false } };
  expect(officeAddress('en', real)).toBe('Friedrichstraße 68, 10115 Berlin, Deutschland');
});

test('a broken site.yaml stops the start with the field at fault', async () => {
  const file = await copyWith((yaml) => yaml.replace(/postalCode: ['"]10115['"]/, "postalCode: ''"));
  expect(() => loadSiteContent(file)).toThrow(/site\.company\.address\.postalCode/);
});

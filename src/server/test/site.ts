import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';

/** The company in src/content/site/site.yaml, read here on its own (not through the code under test). */
export function siteCompany(): { example: boolean; address: { street: string; postalCode: string; city: string; country: string } } {
  return (load(readFileSync('src/content/site/site.yaml', 'utf8')) as { site: { company: ReturnType<typeof siteCompany> } }).site.company;
}

/** How an appointment shows the office: the site.yaml address on one line, with `exampleMark` while it is an example. */
export function expectedOffice(exampleMark: string): string {
  const { example, address } = siteCompany();
  const line = `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`;
  return example ? `${line} ${exampleMark}` : line;
}

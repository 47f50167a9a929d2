import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';

/** src/content/site/site.yaml, read here on its own (not through the code under test). */
interface SiteYaml {
  company: { example: boolean; address: { street: string; postalCode: string; city: string; country: string } };
  contact: { email: string };
}
const siteYaml = () => (load(readFileSync('src/content/site/site.yaml', 'utf8')) as { site: SiteYaml }).site;

/** How an appointment shows the office: the site.yaml address on one line, with `exampleMark` while it is an example. */
export function expectedOffice(exampleMark: string): string {
  const { example, address } = siteYaml().company;
  const line = `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`;
  return example ? `${line} ${exampleMark}` : line;
}

/** The support e-mail the business publishes in site.yaml: where contact and support messages must arrive. */
export const siteContactEmail = (): string => siteYaml().contact.email;

import { isIP } from 'node:net';
import type { Env, RuntimeEnv } from './env';
import { translate } from './http/i18n';

/**
 * The server's own address for mails (links, sender), settled at start from the runtime environment, so one
 * build serves any host: PUBLIC_SITE_URL when set, otherwise the address the server listens on.
 */
export function siteUrl(env: Pick<Env, 'PUBLIC_SITE_URL' | 'HOST' | 'PORT'>): string {
  if (env.PUBLIC_SITE_URL) return env.PUBLIC_SITE_URL.replace(/\/+$/, '');
  // A wildcard bind address is no place to send a browser; the machine's own name is.
  const wildcard = env.HOST === '0.0.0.0' || env.HOST === '::';
  const host = wildcard ? 'localhost' : isIP(env.HOST) === 6 ? `[${env.HOST}]` : env.HOST;
  return `http://${host}:${env.PORT}`;
}

/** `Almanya Kariyer Portalı <no-reply@portal.example>`; an IP address becomes a domain literal (`no-reply@[127.0.0.1]`). */
export function defaultMailFrom(site: string): string {
  const host = new URL(site).hostname;
  const domain = isIP(host.replace(/^\[|\]$/g, '')) ? `[${host.replace(/^\[|\]$/g, '')}]` : host;
  return `${translate('tr', 'common:site.name')} <no-reply@${domain}>`;
}

export function runtimeEnv(env: Env, jwtSecret: string): RuntimeEnv {
  const site = siteUrl(env);
  return { ...env, JWT_SECRET: jwtSecret, PUBLIC_SITE_URL: site, MAIL_FROM: env.MAIL_FROM ?? defaultMailFrom(site) };
}

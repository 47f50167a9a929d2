import { createHash } from 'node:crypto';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { escapeHtml } from '@/server/http/html';
import type { KeysUnder } from '@/lib/i18n/server-keys';
import { translator } from '@/server/http/i18n';
import { formatMoney } from '@/server/payments/receipt-pdf';

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#111827;background:#f3f4f6}
.banner{background:#b45309;color:#fff;padding:.75rem 1rem;text-align:center}.banner p{margin:0}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.5rem;margin:0 0 .5rem}.summary{margin:0 0 1.5rem;color:#374151}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #6b7280;border-radius:.5rem}
input[aria-invalid=true]{border-color:#b91c1c}.hint{font-size:.875rem;color:#4b5563;margin:.375rem 0 1rem}
.error{color:#b91c1c;font-weight:600}.alert{border:1px solid #b91c1c;background:#fef2f2;color:#991b1b;padding:.75rem;border-radius:.5rem;margin:0 0 1rem}
button{width:100%;font:inherit;font-weight:600;padding:.75rem;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;cursor:pointer}
button:hover{background:#1e40af}a{color:#1d4ed8}:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.cancel{text-align:center;margin:1.25rem 0 0}`;

/** The page runs no script; its one inline style is allowed by hash, so the policy stays strict. */
export const TEST_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export interface TestPageModel {
  locale: Locale;
  action: string;
  packageName: string;
  amountCents: number;
  monthly: boolean;
  /** What the last attempt ran into; `expired` shows no form. */
  problem: 'declined' | 'invalid' | 'expired' | null;
}

/** Our stand-in for a provider's hosted checkout, clearly marked as test mode, in the buyer's language. */
export function renderTestPage(m: TestPageModel): string {
  const t = (key: KeysUnder<'commerce-api:testCheckout.'>, vars?: Record<string, string | number>) =>
    escapeHtml(translator(m.locale)(`commerce-api:testCheckout.${key}`, vars));
  const amount = formatMoney(m.amountCents, m.locale);
  const invalid = m.problem === 'invalid' || m.problem === 'declined';
  const describedBy = invalid ? 'card-hint card-error' : 'card-hint';
  const body =
    m.problem === 'expired'
      ? `<p class="alert" role="alert">${t('expired')}</p>
<p><a href="${localePath(m.locale, '/dashboard/packages')}">${t('backToPackages')}</a></p>`
      : `${m.problem === 'declined' ? `<p class="alert" role="alert" id="card-error">${t('declined')}</p>` : ''}
<form method="post" action="${escapeHtml(m.action)}">
<label for="cardNumber">${t('cardLabel')}</label>
<input id="cardNumber" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number" required maxlength="23" aria-describedby="${describedBy}"${invalid ? ' aria-invalid="true"' : ''}>
${m.problem === 'invalid' ? `<p class="error" id="card-error" role="alert">${t('invalidCard')}</p>` : ''}
<p class="hint" id="card-hint">${t('cardHint')}</p>
<button type="submit">${t('pay', { amount })}</button>
</form>
<p class="cancel"><a href="${localePath(m.locale, '/dashboard/payment/cancel')}">${t('cancel')}</a></p>`;
  return `<!doctype html>
<html lang="${m.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${t('title')}</title><style>${STYLE}</style></head>
<body>
<header class="banner"><p><strong>${t('badge')}</strong> ${t('banner')}</p></header>
<main>
<h1>${t('heading')}</h1>
<p class="summary">${escapeHtml(m.packageName)}: <strong>${amount}</strong> ${t(m.monthly ? 'perMonth' : 'oneTime')}</p>
${body}
</main>
</body>
</html>`;
}

/** A plain page for a link that leads nowhere (unknown session, or test mode switched off). */
export function renderTestNotFound(locale: Locale): string {
  const t = (key: KeysUnder<'commerce-api:testCheckout.'>) =>
    escapeHtml(translator(locale)(`commerce-api:testCheckout.${key}`));
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('title')}</title><style>${STYLE}</style></head>
<body><main><h1>${t('notFound')}</h1><p><a href="${localePath(locale, '/dashboard/packages')}">${t('backToPackages')}</a></p></main></body></html>`;
}

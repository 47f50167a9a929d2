/**
 * Button looks shared by every screen (Tailwind classes; focus rings come from global.css). Buttons and links
 * styled as buttons are at least 44 px high (WCAG 2.5.5 target size), except the small row actions.
 */

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-base font-semibold ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

export const primaryButton = `${base} bg-brand-600 text-white shadow-sm hover:bg-brand-700`;
export const secondaryButton = `${base} border border-slate-400 bg-white text-slate-800 hover:bg-slate-50`;
export const dangerButton = `${base} bg-red-700 text-white hover:bg-red-800`;
export const quietButton = `${base} text-brand-700 underline-offset-4 hover:underline`;

const small =
  'inline-flex min-h-9 items-center gap-1 rounded-md border bg-white px-3 py-1 text-sm font-medium disabled:opacity-60';
export const smallButton = `${small} border-slate-300 text-slate-800 hover:bg-slate-50`;
export const dangerSmallButton = `${small} border-red-300 text-red-700 hover:bg-red-50`;

/** A text link in running copy. */
export const linkClass = 'rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** A card-like block for a list row or a document section. */
export const panel = 'rounded-lg border border-slate-200 bg-slate-50 p-4';

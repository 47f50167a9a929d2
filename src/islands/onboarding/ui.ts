/** Button looks shared by the wizard's screens (Tailwind classes; focus rings come from global.css). */

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-base font-semibold disabled:cursor-not-allowed disabled:opacity-60';

export const primaryButton = `${base} bg-brand-600 text-white hover:bg-brand-700`;
export const secondaryButton = `${base} border border-slate-400 bg-white text-slate-800 hover:bg-slate-50`;
export const quietButton = `${base} text-brand-700 underline-offset-4 hover:underline`;
export const smallButton =
  'inline-flex min-h-9 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60';
export const dangerSmallButton =
  'inline-flex min-h-9 items-center gap-1 rounded-md border border-red-300 bg-white px-3 py-1 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-60';

/** A card-like block for a list row or a document section. */
export const panel = 'rounded-lg border border-slate-200 bg-slate-50 p-4';

import type { ReactNode } from 'react';

/** A titled block of a console page (an h2 in a white card, linkable by `id`). */
export function Section({
  id,
  title,
  children,
  count,
}: {
  id: string;
  title: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-28 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
        {count !== undefined && <span className="ml-2 text-base font-normal text-slate-600">({count})</span>}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A short status word on a coloured pill; `tone` picks the colour. */
export function Badge({
  tone,
  children,
}: {
  tone: 'neutral' | 'good' | 'bad' | 'waiting' | 'active';
  children: ReactNode;
}) {
  const look = {
    neutral: 'bg-slate-100 text-slate-800',
    good: 'bg-green-100 text-green-900',
    bad: 'bg-red-100 text-red-900',
    waiting: 'bg-amber-100 text-amber-900',
    active: 'bg-blue-100 text-blue-900',
  }[tone];
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${look}`}>{children}</span>;
}

export const Empty = ({ children }: { children: ReactNode }) => <p className="text-sm text-slate-700">{children}</p>;

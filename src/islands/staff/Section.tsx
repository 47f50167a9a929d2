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
    <SectionCard id={id} heading={<TitleWithCount title={title} count={count} />}>
      <div className="mt-4">{children}</div>
    </SectionCard>
  );
}

/** The card and h2 every console section shares; `heading` is the h2's content (a title, or a button around one). */
export const SectionCard = ({ id, heading, children }: { id: string; heading: ReactNode; children: ReactNode }) => (
  <section
    id={id}
    aria-labelledby={`${id}-title`}
    className="scroll-mt-28 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
  >
    <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
      {heading}
    </h2>
    {children}
  </section>
);

/** A section's title and, when given, how many items it holds: "Documents (3)". */
export const TitleWithCount = ({ title, count }: { title: string; count?: number | undefined }) => (
  <>
    {title}
    {count !== undefined && <span className="ml-2 text-base font-normal text-slate-600">({count})</span>}
  </>
);

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

import type { ReactNode } from 'react';

/** A titled section of the profile and settings pages (an h2 inside a white card, linkable by `id`). */
export function Card({
  id,
  title,
  intro,
  tone = 'normal',
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: 'normal' | 'danger';
  children: ReactNode;
}) {
  const border = tone === 'danger' ? 'border-red-300' : 'border-slate-200';
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-20 rounded-xl border ${border} bg-white p-5 shadow-sm sm:p-6`}
    >
      <h2
        id={`${id}-title`}
        className={`text-lg font-semibold ${tone === 'danger' ? 'text-red-800' : 'text-slate-900'}`}
      >
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-700">{intro}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

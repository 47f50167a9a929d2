import { useEffect, useState, type ReactNode } from 'react';
import { SectionCard, TitleWithCount } from './Section';

/** Tailwind's `lg`: from here the console has room to show every section open. */
const WIDE = '(min-width: 1024px)';

/**
 * A `Section` that folds (the WAI-ARIA accordion: the h2 holds a button with `aria-expanded`), so the case page
 * stays short on a phone (issue 29: it was ~5,200 px). Open on desktops, closed on phones unless `open` says otherwise; a jump link
 * to its `id` (the case page's section links) opens it. Drop a feature's block into the case page with it:
 *
 *   <CollapsibleSection id="payments" title={t('payments.title')} count={n}>…</CollapsibleSection>
 *
 * and add the id to the page's jump links. The heading outline stays as with `Section`.
 */
export function CollapsibleSection({
  id,
  title,
  count,
  open,
  children,
}: {
  id: string;
  title: string;
  count?: number | undefined;
  /** Overrides the width rule (e.g. always open while something in it needs attention). */
  open?: boolean | undefined;
  children: ReactNode;
}) {
  const [isOpen, setOpen] = useState(() => open ?? (typeof matchMedia === 'undefined' || matchMedia(WIDE).matches));
  useEffect(() => {
    const follow = () => {
      if (location.hash === `#${id}`) setOpen(true);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [id]);
  const heading = (
    <button
      type="button"
      aria-expanded={isOpen}
      aria-controls={`${id}-body`}
      onClick={() => setOpen((v) => !v)}
      className="flex w-full items-center justify-between gap-3 rounded text-left"
    >
      <span>
        <TitleWithCount title={title} count={count} />
      </span>
      <span aria-hidden="true" className={`text-xl leading-none text-slate-500 ${isOpen ? 'rotate-90' : ''}`}>
        ›
      </span>
    </button>
  );
  return (
    <SectionCard id={id} heading={heading}>
      <div id={`${id}-body`} hidden={!isOpen} className="mt-4">
        {children}
      </div>
    </SectionCard>
  );
}

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A row that scrolls sideways (the console's tabs on a phone) and shows that it does: a fade and an arrow on the
 * side with more to see, gone once the row is scrolled to that end (issue 29: the tabs were cut off with no hint).
 * The current item (`aria-current`) is scrolled to the middle on mount, clear of the hints. The hints are decoration, hidden from screen
 * readers, and let clicks through; the items themselves stay reachable with Tab.
 */
export function ScrollRow({ className = '', children }: { className?: string; children: ReactNode }) {
  const row = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    setMore({ left: el.scrollLeft > 1, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    const el = row.current;
    el?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  const hint = (side: 'left' | 'right') => (
    <span
      aria-hidden="true"
      data-scroll-hint={side}
      className={`pointer-events-none absolute inset-y-0 flex w-10 items-center ${
        side === 'left' ? 'left-0 justify-start bg-gradient-to-r' : 'right-0 justify-end bg-gradient-to-l'
      } from-white via-white/90 to-transparent px-1 text-lg font-bold text-brand-700`}
    >
      {side === 'left' ? '‹' : '›'}
    </span>
  );
  return (
    <div className="relative">
      <ul ref={row} onScroll={measure} className={`flex overflow-x-auto ${className}`}>
        {children}
      </ul>
      {more.left && hint('left')}
      {more.right && hint('right')}
    </div>
  );
}

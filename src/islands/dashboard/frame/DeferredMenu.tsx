import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/** How the real menu starts once its code has arrived: opened (the trigger was pressed) and/or focused. */
export interface MenuStart {
  open: boolean;
  focus: boolean;
}

export type MenuModule = { default: ComponentType<MenuStart> };

/**
 * A navbar menu whose Headless UI code (≈ 30 KB brotli with Floating UI and React Aria) is not part of the page's
 * first load (decision 089): until the visitor shows intent — pointer over, touch, focus or press — a plain button
 * with the same look and the same accessible name stands in. Intent loads the menu; a press made before it arrived
 * opens it once it is there, and keyboard focus moves to the real button, so nothing the visitor did is lost.
 */
export function DeferredMenu({
  load,
  className,
  buttonClass,
  children,
}: {
  load: () => Promise<MenuModule>;
  /** The class of the menu's wrapper, as the real menu has it (it positions the panel). */
  className: string;
  buttonClass: string;
  /** The trigger's content, shared with the real MenuButton so the swap does not move a pixel. */
  children: ReactNode;
}) {
  const [Menu, setMenu] = useState<ComponentType<MenuStart> | null>(null);
  const start = useRef<MenuStart>({ open: false, focus: false });
  const button = useRef<HTMLButtonElement>(null);
  const loading = useRef(false);

  const want = (open: boolean) => {
    if (open) start.current.open = true;
    if (loading.current) return;
    loading.current = true;
    void load().then((module) => {
      start.current.focus = document.activeElement === button.current;
      setMenu(() => module.default);
    });
  };

  if (Menu) return <Menu {...start.current} />;
  return (
    <div className={className}>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        className={buttonClass}
        onPointerEnter={() => want(false)}
        onTouchStart={() => want(false)}
        onFocus={() => want(false)}
        // A press counts from its start: when the real menu swaps in between press and release (hovering started the
        // load), the browser sends the click to neither button and the press would be lost.
        onPointerDown={() => want(true)}
        onClick={() => want(true)}
      >
        {children}
      </button>
    </div>
  );
}

/** In the real menu: take over focus and the pending press from the stand-in, once, after the first render. */
export function useMenuStart({ open, focus }: MenuStart) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus || open) button.current?.focus();
    if (open) button.current?.click();
    // Only the start: later renders must not reopen the menu.
  }, []);
  return button;
}

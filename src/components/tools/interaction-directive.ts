import type { ClientDirective } from 'astro';

/**
 * `client:interaction` — hydrates an island on the visitor's first pointer, key, focus or input event inside it,
 * or at once when the page was opened with answers in its query string (a prefilled tool, or a form submitted
 * before the island woke up). Until then the server-rendered form is plain HTML and the page runs no framework
 * code, which keeps the tool pages within the marketing pages' JS budget (decision record 025).
 */
const EVENTS = ['pointerdown', 'focusin', 'keydown', 'input', 'touchstart'] as const;

const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const name of EVENTS) el.removeEventListener(name, start, true);
    const hydrate = await load();
    await hydrate();
  };
  if (location.search.length > 1) {
    void start();
    return;
  }
  for (const name of EVENTS) el.addEventListener(name, start, { capture: true, passive: true });
};

export default interaction;

// Astro types its `client:*` attributes through this global namespace; augmenting it is the documented way.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Astro {
    interface ClientDirectives {
      'client:interaction'?: boolean;
    }
  }
}

const RETURN_DEBOUNCE_MS = 1000;

/**
 * Runs `check` whenever the user comes back to this tab (it becomes visible again), for the polls that should not
 * wait out their interval then: notifications (docs/decisions/021) and the update check. Returns the unsubscribe.
 */
export function onReturnToTab(check: () => void): () => void {
  // Switching tabs fires both events; one check is enough.
  let last = 0;
  const once = () => {
    if (Date.now() - last < RETURN_DEBOUNCE_MS) return;
    last = Date.now();
    check();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') once();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', once);
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', once);
  };
}

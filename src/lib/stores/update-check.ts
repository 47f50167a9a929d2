import { atom } from 'nanostores';
import { RELOAD_MARKER_MS, UPDATE_CHECK_MS } from '@/lib/constants';
import { navigate } from '@/lib/navigation';
import { onReturnToTab } from './tab-focus';

/**
 * The update check of SPEC §7 (docs/decisions/047): an open app page reads the build manifest the build writes
 * (`/build-manifest.json`, `{ buildId, builtAt }`, served no-cache) every UPDATE_CHECK_MS and on return to the tab.
 * The first answer is the build this page runs; a different id later means a new version is out, and the page
 * offers a reload. A marker in sessionStorage, written just before that reload, keeps a fresh page from offering
 * (or doing) another one within RELOAD_MARKER_MS: during a rolling deploy two servers may answer two ids in turn,
 * which would otherwise loop.
 */

export const MANIFEST_URL = '/build-manifest.json';
export const RELOAD_MARKER_KEY = 'update-reload-at';

/** True once a newer build than this page's is out. */
export const $updateAvailable = atom(false);

/** The build this page runs, and the newest one the manifest named. */
let running: string | null = null;
let latest: string | null = null;

function markerIsFresh(): boolean {
  const at = Number(sessionStorage.getItem(RELOAD_MARKER_KEY));
  return Number.isFinite(at) && at > 0 && Date.now() - at < RELOAD_MARKER_MS;
}

/** Reads the manifest; resolves true when it names a build other than this page's. Network failures count as "no". */
export async function checkForUpdate(): Promise<boolean> {
  let buildId: unknown;
  try {
    const response = await fetch(MANIFEST_URL, { cache: 'no-store' });
    if (!response.ok) return false;
    buildId = ((await response.json()) as { buildId?: unknown }).buildId;
  } catch {
    return false;
  }
  if (typeof buildId !== 'string') return false;
  latest = buildId;
  // Just reloaded for an update: whatever answers now is what this page is.
  if (running === null || markerIsFresh()) running = buildId;
  if (buildId === running) return false;
  $updateAvailable.set(true);
  return true;
}

/**
 * Reloads into the new build, leaving the marker behind. Refused (false) while a marker from the last 10 s is
 * there: the page just came from such a reload.
 */
export function reloadForUpdate(): boolean {
  if (markerIsFresh()) return false;
  sessionStorage.setItem(RELOAD_MARKER_KEY, String(Date.now()));
  $updateAvailable.set(false);
  // Without the hash: replacing a URL by itself with a hash only scrolls.
  navigate(location.pathname + location.search);
  return true;
}

/** 'Later': the offer goes until a build newer than the one just announced is out. */
export function dismissUpdate(): void {
  $updateAvailable.set(false);
  running = latest;
}

/** Starts the checks for this page; returns the function that stops them. */
export function watchForUpdates(): () => void {
  const check = () => void checkForUpdate();
  check();
  const timer = setInterval(check, UPDATE_CHECK_MS);
  const stopFocus = onReturnToTab(check);
  return () => {
    clearInterval(timer);
    stopFocus();
  };
}

/** Tests: forget this page's build. */
export function resetUpdateCheck(): void {
  running = null;
  latest = null;
  $updateAvailable.set(false);
}

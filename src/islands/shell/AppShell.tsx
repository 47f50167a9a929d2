/**
 * AppShell — the frame of every application page (/login, /register, /forgot-password, /reset-password,
 * /onboarding, /dashboard/*). Use exactly ONE per page, as the root of that page's island:
 *
 *   // src/islands/auth/LoginPage.tsx
 *   export default function LoginPage(props: { locale: Locale; messages: IslandMessages }) {
 *     return <AppShell locale={props.locale} messages={props.messages}><LoginForm /></AppShell>;
 *   }
 *   // src/pages/[...lang]/login.astro
 *   <App locale={locale} title={t('login.title')}>
 *     <LoginPage client:load locale={locale} messages={messages(locale, ...SHELL_NAMESPACES, 'auth')} />
 *   </App>
 *
 * Props:
 * - `locale`: the page's locale (Astro prop).
 * - `messages`: the page locale's strings; must contain SHELL_NAMESPACES ('shell', 'errors') plus the page's own
 *   namespaces. The first namespace is i18next's default, so call `useTranslation('auth')` with a name.
 * - `guard` (default true): run the route guard of SPEC §2 (rules 1–5, rule 4 via $onboardingStatus); see
 *   `enterPage` in src/lib/stores/page.ts.
 * - `children`: the page; rendered once the first session check has ended (success or failure) and no redirect
 *   is pending. Until then a full-page spinner shows. Children render `<main id="main">` themselves.
 * - `frameFirst` (default false): render `children` at once, in the static HTML too, with `useGateOpen()` false
 *   until the check has ended: the page's frame paints before any JavaScript and draws skeletons where the user's
 *   data goes (DashboardFrame does; decision 095). Such a page must not read private data while the gate is shut.
 *
 * Also renders the toast region and the global loading overlay; children read `$session` with `useStore`.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { I18nRoot, type IslandMessages } from '@/lib/i18n/island';
import { enterPage } from '@/lib/stores/page';
import { FullPageSpinner } from './FullPageSpinner';
import { GateOpen } from './gate';
import { LoadingOverlay } from './LoadingOverlay';
import { ToastRegion } from './ToastRegion';

export interface AppShellProps {
  locale: Locale;
  messages: IslandMessages;
  guard?: boolean;
  frameFirst?: boolean;
  children: ReactNode;
}

export function AppShell({ locale, messages, guard = true, frameFirst = false, children }: AppShellProps) {
  return (
    <I18nRoot locale={locale} messages={messages}>
      <SessionGate guard={guard} frameFirst={frameFirst}>
        {children}
      </SessionGate>
      <LoadingOverlay />
      <ToastRegion />
    </I18nRoot>
  );
}

/**
 * The spinner (or, with `frameFirst`, the page with the gate shut) until `enterPage` (guard and session check) lets
 * the page show; it stays while a redirect runs. The page is rendered as a transition: React then works in slices
 * of a few milliseconds instead of one long task that would block a phone's main thread (Lighthouse's TBT).
 */
function SessionGate({ guard, frameFirst, children }: { guard: boolean; frameFirst: boolean; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void enterPage(guard).then((show) => {
      if (active && show) startTransition(() => setReady(true));
    });
    return () => {
      active = false;
    };
  }, [guard]);
  if (frameFirst) return <GateOpen.Provider value={ready}>{children}</GateOpen.Provider>;
  return ready ? children : <FullPageSpinner />;
}

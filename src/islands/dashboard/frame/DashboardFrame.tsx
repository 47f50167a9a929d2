import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { startWhenIdle, whenIdle } from '@/lib/idle';
import { showToast } from '@/lib/stores/toasts';
import { Brand } from '@/islands/shared/Brand';
import { useGateOpen } from '@/islands/shell/gate';
import { takeFlash } from '@/lib/stores/flash';
import { watchMessages } from '@/lib/stores/messages';
import { MenuIcon } from './icons';
import type { DashboardSection } from './nav';
import { NotificationsMenu } from './NotificationsMenu';
import { NavbarPlaceholders, PageSkeleton } from './PageSkeleton';
import { SidebarNav } from './SidebarNav';
import { UserMenu } from './UserMenu';
import { VerifyEmailBanner } from './VerifyEmailBanner';

// The drawer (Headless UI's Dialog) is fetched on the first press of the menu button, not with the page (decision 089).
const MobileDrawer = lazy(() => import('./MobileDrawer').then((m) => ({ default: m.MobileDrawer })));

export interface DashboardFrameProps {
  /** The sidebar item this page belongs to ('profile'/'settings' mark none). */
  current: DashboardSection;
  /** The page's h1 (a component of its own when it reads a store, so the store's change renders it alone). */
  title: ReactNode;
  /** Shown under the title. */
  intro?: string | undefined;
  children: ReactNode;
}

/**
 * The dashboard layout (SPEC §2) for every /dashboard/* page: sidebar (a drawer on phones), navbar with
 * notifications and the user menu, and the page in `<main id="main">` under its h1. Use it inside AppShell:
 *
 *   <AppShell locale={locale} messages={messages}>          // messages: DASHBOARD_NAMESPACES + the page's own
 *     <DashboardFrame current="documents" title={t('documents:title')}>…</DashboardFrame>
 *   </AppShell>
 *
 * Under an AppShell with `frameFirst` (decision 095) it renders while the session check runs, in the static HTML
 * too: sidebar, navbar, title and intro at once; skeletons of the same size in place of the navbar's menus and of
 * the page, which it renders only once the gate is open. The e-mail banner sits under the intro, so it appears
 * without moving anything already painted.
 */
export function DashboardFrame({ current, title, intro, children }: DashboardFrameProps) {
  const { t } = useTranslation('dashboard');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const open = useGateOpen();

  // The messages badge stays current on every page; the messages page keeps the whole conversation itself. Started
  // once the page is idle: not in the task that renders the page (decision 105).
  useEffect(
    () => (current === 'messages' || !open ? undefined : startWhenIdle(() => watchMessages())),
    [current, open],
  );

  // sessionStorage's first read in a tab waits for the browser process: when idle, not in the gate's commit.
  useEffect(
    () =>
      open
        ? whenIdle(() => {
            const key = takeFlash();
            if (key) showToast({ type: 'success', message: t(key) });
          })
        : undefined,
    [t, open],
  );

  return (
    <div className="min-h-screen bg-slate-50">
      <div className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-slate-200 bg-white lg:flex">
        <SidebarNav
          current={current}
          top={
            <div className="flex h-16 shrink-0 items-center border-b border-slate-200 px-5">
              <Brand route="/dashboard" />
            </div>
          }
        />
      </div>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} current={current} />
        </Suspense>
      )}
      <div className="lg:pl-64">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-3 sm:px-6 lg:px-8">
          <button
            type="button"
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            aria-expanded={drawerOpen}
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          >
            <span className="sr-only">{t('frame.openMenu')}</span>
            <MenuIcon className="h-6 w-6" />
          </button>
          <Brand route="/dashboard" className="lg:hidden" nameClass="sr-only sm:not-sr-only" />
          <div className="flex-1" />
          {open ? (
            <>
              <NotificationsMenu />
              <UserMenu />
            </>
          ) : (
            <NavbarPlaceholders />
          )}
        </header>
        <main
          id="main"
          aria-busy={open ? undefined : true}
          className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
        >
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          {intro && <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>}
          <div className="mt-6">
            {open && <VerifyEmailBanner />}
            {open ? children : <PageSkeleton />}
          </div>
        </main>
      </div>
    </div>
  );
}

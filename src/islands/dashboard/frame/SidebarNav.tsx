import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import { useLocale } from '@/islands/shared/useLocale';
import { DASHBOARD_NAV, type DashboardSection } from './nav';
import { UnreadBadge } from './UnreadBadge';

/**
 * The dashboard's main navigation; the page's own item carries aria-current="page". `top` (the brand) is rendered
 * inside the nav landmark so nothing of the sidebar sits outside a landmark.
 */
export function SidebarNav({ current, top }: { current: DashboardSection; top?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (
    <nav aria-label={t('frame.navLabel')} className="flex min-h-0 flex-1 flex-col">
      {top}
      <ul className="flex-1 space-y-1 overflow-y-auto px-3 py-4">
        {DASHBOARD_NAV.map(({ key, path, Icon }) => {
          const active = key === current;
          return (
            <li key={key}>
              <a
                href={localePath(locale, path)}
                aria-current={active ? 'page' : undefined}
                className={`flex items-center gap-3 rounded-md px-3 py-2.5 text-[0.95rem] font-medium ${
                  active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                }`}
              >
                <Icon className={`h-5 w-5 shrink-0 ${active ? 'text-brand-700' : 'text-slate-500'}`} />
                {t(`nav.${key}`)}
                {key === 'messages' && <UnreadBadge />}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

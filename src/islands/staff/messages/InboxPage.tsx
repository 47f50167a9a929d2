import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxItem } from '@/lib/schemas/messages';
import { $inbox, loadInbox, watchInbox } from '@/lib/stores/messages.staff';
import { Loaded } from '@/islands/shared/Loaded';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { AppShell } from '@/islands/shell/AppShell';
import { StaffFrame } from '@/islands/staff/frame/StaffFrame';
import { CaseConversation } from './CaseConversation';

/**
 * /staff/inbox: conversations waiting for the staff side, the longest waiting first; picking one opens it beside
 * the list (for the shared inbox too, whose cases an advisor cannot open as a case).
 */
export default function InboxPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Inbox />
    </AppShell>
  );
}

const nameOf = (item: InboxItem) => `${item.customer.firstName} ${item.customer.lastName}`;

/** The name of a conversation opened by link (?id=), once the inbox lists it. */
const openedName = (items: InboxItem[], id: string, fallback: string) => {
  const item = items.find((i) => i.customer.id === id);
  return item ? nameOf(item) : fallback;
};

function Waited({ seconds }: { seconds: number }) {
  const { t } = useTranslation('messages');
  if (seconds < 3600) return <>{t('inbox.minutes', { count: Math.floor(seconds / 60) })}</>;
  if (seconds < 86_400) return <>{t('inbox.hours', { count: Math.floor(seconds / 3600) })}</>;
  return <>{t('inbox.days', { count: Math.floor(seconds / 86_400) })}</>;
}

function Inbox() {
  const { t } = useTranslation('messages');
  const state = useStore($inbox);
  const [open, setOpen] = useState<{ id: string; name: string } | null>(() => {
    const id = new URLSearchParams(location.search).get('id');
    return id ? { id, name: '' } : null;
  });
  useEffect(() => watchInbox(), []);

  return (
    <StaffFrame current="inbox" title={t('inbox.title')}>
      <p className="mb-4 text-slate-700">{t('inbox.intro')}</p>
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <Loaded state={state} load={loadInbox} loadingLabel={t('list.loading')} fallbackKey="messages:list.error">
          {(inbox) =>
            inbox.items.length === 0 ? (
              <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-700">{t('inbox.empty')}</p>
            ) : (
              <ul className="space-y-3" data-testid="inbox">
                {inbox.items.map((item) => (
                  <li key={item.customer.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                    <button
                      type="button"
                      onClick={() => setOpen({ id: item.customer.id, name: nameOf(item) })}
                      aria-pressed={open?.id === item.customer.id}
                      className="w-full text-left"
                    >
                      <span className="flex flex-wrap items-baseline justify-between gap-2">
                        <span className="font-semibold text-slate-900">{nameOf(item)}</span>
                        <span className="text-sm text-slate-700">
                          {t('inbox.waited')}: <Waited seconds={item.waitedSeconds} />
                        </span>
                      </span>
                      <span className="mt-1 block text-sm text-slate-600">
                        {t('inbox.advisor')}:{' '}
                        {item.advisor ? `${item.advisor.firstName} ${item.advisor.lastName}` : t('inbox.shared')} ·{' '}
                        {t('inbox.unread')}: {item.unread}
                      </span>
                      <span className="mt-2 block truncate text-slate-800">{item.lastMessage.body}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
        {open && (
          <CaseConversation
            key={open.id}
            customerId={open.id}
            customerName={
              open.name || openedName(state.status === 'ready' ? state.data.items : [], open.id, t('list.customer'))
            }
          />
        )}
      </div>
    </StaffFrame>
  );
}

import type { ChatMessage } from '@/lib/stores/conversation';

export interface Day {
  /** yyyy-mm-dd in the viewer's zone. */
  key: string;
  messages: ChatMessage[];
}

const dayKey = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Messages (oldest first) grouped by calendar day in the viewer's zone, for the day separators. */
export function byDay(messages: ChatMessage[]): Day[] {
  const days: Day[] = [];
  for (const message of messages) {
    const key = dayKey(message.createdAt);
    const last = days.at(-1);
    if (last?.key === key) last.messages.push(message);
    else days.push({ key, messages: [message] });
  }
  return days;
}

/** "Today", "Yesterday" or the date in the page's language. */
export function dayLabel(key: string, locale: string, words: { today: string; yesterday: string }, now = new Date()) {
  const today = dayKey(now.toISOString());
  const yesterday = dayKey(new Date(now.getTime() - 86_400_000).toISOString());
  if (key === today) return words.today;
  if (key === yesterday) return words.yesterday;
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(new Date(y, m - 1, d));
}

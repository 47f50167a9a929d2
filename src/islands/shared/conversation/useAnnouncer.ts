import { useEffect, useRef, useState } from 'react';
import type { MessageSender } from '@/lib/schemas/messages';
import type { ChatMessage } from '@/lib/stores/conversation';

/**
 * The text for a polite live region: the newest message of the other side that arrived while the page was open
 * (not those of the first load), so a screen reader hears it without leaving the composer.
 */
export function useAnnouncer(
  items: ChatMessage[] | undefined,
  side: MessageSender,
  describe: (message: ChatMessage) => string,
): string {
  const seen = useRef<Set<string> | null>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!items) return;
    if (!seen.current) {
      seen.current = new Set(items.map((m) => m.id));
      return;
    }
    const fresh = items.filter((m) => !seen.current!.has(m.id));
    for (const m of fresh) seen.current.add(m.id);
    const incoming = fresh.filter((m) => m.sender !== side).at(-1);
    if (incoming) setText(describe(incoming));
  }, [items, side, describe]);
  return text;
}

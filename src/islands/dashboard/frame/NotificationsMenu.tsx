import { useEffect } from 'react';
import { startWhenIdle } from '@/lib/idle';
import { watchNotifications } from '@/lib/stores/notifications';
import { BELL_BUTTON_CLASS, BellTrigger } from './BellTrigger';
import { DeferredMenu } from './DeferredMenu';

/**
 * The navbar's notifications (SPEC §2): the badge is kept current from the first paint by the store's poll or the
 * live stream (docs/decisions/021, 078); the menu listing the newest items loads on intent (decision 089). The watch
 * (its request and the stream) starts once the page is idle, not in the task that renders the page (decision 105).
 */
export function NotificationsMenu() {
  useEffect(() => startWhenIdle(watchNotifications), []);
  return (
    // On phones the panel is placed against the navbar (static wrapper), which keeps it on screen.
    <DeferredMenu
      load={() => import('./NotificationsMenuPopup')}
      className="sm:relative"
      buttonClass={BELL_BUTTON_CLASS}
    >
      <BellTrigger />
    </DeferredMenu>
  );
}

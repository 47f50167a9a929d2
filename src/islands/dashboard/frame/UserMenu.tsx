import { DeferredMenu } from './DeferredMenu';
import { USER_BUTTON_CLASS, UserTrigger } from './UserTrigger';

/** 'Logged in as', profile, settings and logout (SPEC §2 navbar); the menu's code loads on intent (decision 089). */
export function UserMenu() {
  return (
    <DeferredMenu load={() => import('./UserMenuPopup')} className="relative" buttonClass={USER_BUTTON_CLASS}>
      <UserTrigger />
    </DeferredMenu>
  );
}

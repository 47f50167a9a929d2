import { pendingEmailOf, sendVerification } from '@/server/auth/email-verification';
import { emailTaken } from '@/server/auth/service';
import type { AppDeps } from '@/server/context';
import type { User } from '@/server/db/schema';
import { findUserByEmail } from '@/server/users/find';

/**
 * A new address in PUT /profile: refused when another account has it, otherwise mailed a link (the profile shows it
 * as pending meanwhile). Saving the form again with the same pending address sends nothing more.
 */
export async function requestEmailChange(deps: AppDeps, user: User, email: string): Promise<void> {
  const owner = await findUserByEmail(deps.db, email);
  if (owner && owner.id !== user.id) throw emailTaken();
  if ((await pendingEmailOf(deps.db, user, deps.now())) === email) return;
  await (
    await sendVerification(deps, user, email, 'change')
  ).mailed;
}

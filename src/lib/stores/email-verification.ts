import { atom } from 'nanostores';
import { apiData } from '@/lib/api/data';
import { $session, updateSessionUser } from './session';
import { emailVerifiedSchema, verificationSentSchema } from '@/lib/schemas/auth';

/**
 * E-mail verification in the browser: following the mailed link (/verify-email?token=…, signed in or not) and
 * "send again" from the dashboard banner or the profile. Islands call these actions; they never fetch themselves.
 */
export type VerificationState =
  | { status: 'idle' }
  | { status: 'verifying' }
  | { status: 'verified'; email: string; message: string }
  | { status: 'failed' };

export const $emailVerification = atom<VerificationState>({ status: 'idle' });

/**
 * POST /auth/verify-email with the link's token; resolves with the verified address and the server's message. On
 * success a signed-in user of this browser is updated at once (the banner disappears; a confirmed address change
 * shows the new address). A failure sets `failed` and rejects with the API error unchanged (decision 009), for the
 * page to word (errorMessage/errorCode).
 */
export async function verifyEmail(token: string): Promise<{ email: string; message: string }> {
  $emailVerification.set({ status: 'verifying' });
  try {
    const result = await apiData('/auth/verify-email', emailVerifiedSchema, {
      method: 'POST',
      body: { token },
    });
    const user = $session.get().user;
    if (user && (user.email === result.email || user.pendingEmail === result.email))
      updateSessionUser({ email: result.email, emailVerified: true, pendingEmail: null });
    $emailVerification.set({ status: 'verified', email: result.email, message: result.message });
    return result;
  } catch (error) {
    $emailVerification.set({ status: 'failed' });
    throw error;
  }
}

/**
 * POST /auth/verify-email/resend: a new link to the address waiting for confirmation (a pending change, else the
 * unverified current one). Resolves with the server's localised "sent to …" message; rejects with the API error
 * (429 past the hourly allowance).
 */
export async function resendVerification(): Promise<string> {
  const result = await apiData('/auth/verify-email/resend', verificationSentSchema, { method: 'POST' });
  return result.message;
}

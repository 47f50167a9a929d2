import { z } from 'zod';
import { email, name, text } from './fields';
import { password } from './password';

export const registerSchema = z.object({
  firstName: name,
  lastName: name,
  email,
  password,
  /** Membership agreement and privacy policy; registration is refused without it. */
  acceptTerms: z.literal(true, 'validation.acceptTerms'),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email,
  // Any stored password may be older than today's rule: only require something.
  password: text(128, { trim: false }).min(1),
});
export type LoginInput = z.input<typeof loginSchema>;

/** An opaque token the server handed out: whatever else arrives is refused as a field, never sent to the database. */
const token = text(200, { trim: false }).min(1);

export const refreshSchema = z.object({ refresh_token: token });

/** Logout always succeeds; a token that does not fit is simply not looked up. */
export const logoutSchema = z.object({ refresh_token: token.optional() });

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({ token, password });

export const changePasswordSchema = z.object({
  currentPassword: text(128, { trim: false }).min(1),
  newPassword: password,
});

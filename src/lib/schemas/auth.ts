import { z } from 'zod';
import { email, name, password } from './fields';

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
  password: z.string().min(1).max(128),
});
export type LoginInput = z.input<typeof loginSchema>;

export const refreshSchema = z.object({ refresh_token: z.string().min(1).max(200) });

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({ token: z.string().min(1).max(200), password });

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: password,
});

/** POST /auth/verify-email: the token from the link in the welcome or verification mail. */
export const verifyEmailSchema = z.object({ token: z.string().min(1).max(200) });

import { z } from 'zod';
import { userRoleSchema } from './roles';
import { localeSchema } from './enums';
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
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({ token: z.string().min(1).max(200), password });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: password,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** What GET /auth/session answers in `data`, and `data.user` of login and register. */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  preferredLanguage: localeSchema,
  onboardingCompleted: z.boolean(),
  /** Staff (`advisor`, `admin`) land on /staff after login, customers on /dashboard. */
  role: userRoleSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * The two tokens (SPEC §3): what login, register, refresh and a password change hand out. The names are the wire
 * format and the localStorage keys.
 */
export const tokenPairSchema = z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1) });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** What POST /auth/login and /auth/register answer in `data`. */
export const authResultSchema = tokenPairSchema.extend({ user: sessionUserSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

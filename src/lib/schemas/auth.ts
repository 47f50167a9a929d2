import { z } from 'zod';
import { localeSchema } from './enums';
import { email, name, text } from './fields';
import { password } from './password';
import { userRoleSchema } from './roles';

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
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({ token, password });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  currentPassword: text(128, { trim: false }).min(1),
  newPassword: password,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The password typed again before something sensitive (POST /profile/export: a copy of all one's data). */
export const confirmPasswordSchema = z.object({ password: changePasswordSchema.shape.currentPassword });
export type ConfirmPasswordInput = z.input<typeof confirmPasswordSchema>;

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
  /** The address in `email` was confirmed through a mailed link. */
  emailVerified: z.boolean(),
  /** A new address asked for in the profile, waiting for its link; `email` stays until then. */
  pendingEmail: z.string().nullable(),
  /** The photo for the navbar, as in Profile. */
  avatarUrl: z.string().nullable(),
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

/** POST /auth/verify-email: the token from the link in the welcome or verification mail. */
export const verifyEmailSchema = z.object({ token });

/** Answers that only confirm something, worded in the caller's language (logout, forgot/reset password, ...). */
export const messageAnswerSchema = z.object({ message: z.string() });

/** POST /api/auth/verify-email: the address now verified. */
export const emailVerifiedSchema = z.object({ email: z.string(), emailVerified: z.literal(true), message: z.string() });

/** POST /api/auth/verify-email/resend: where the new link went. */
export const verificationSentSchema = z.object({ email: z.string(), message: z.string() });
export type VerificationAnswer = z.infer<typeof verificationSentSchema>;

/** POST /api/profile/change-password: a new token pair (other sessions end) and a confirmation. */
export const passwordChangedSchema = tokenPairSchema.extend({ message: z.string() });

/**
 * What a visitor types into the account forms (product §2 account screens, §5: the identity
 * provider's own password policy, default minimum length 6). Parsed before anything is sent.
 */
import { z } from 'zod';

/** The identity provider's default minimum password length (product §5). */
export const PASSWORD_MIN_LENGTH = 6;
/** A cap well above any real password, so a pasted novel is refused here and not by the service. */
export const PASSWORD_MAX_LENGTH = 128;

const Email = z.email().max(254);
const Password = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** The sign-in form. */
export const SignInInput = z.object({
  /** Account email. */
  email: Email,
  /** Password as typed (never trimmed). */
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type SignInInput = z.infer<typeof SignInInput>;

/** The registration form. */
export const SignUpInput = z
  .object({
    /** Public community name: letters (any script), digits, dot, dash, underscore. */
    username: z
      .string()
      .trim()
      .min(3)
      .max(24)
      .regex(/^[\p{L}\p{N}._-]+$/u),
    /** Account email. */
    email: Email,
    /** New password. */
    password: Password,
    /** The same password again. */
    confirm: z.string(),
  })
  .refine((input) => input.password === input.confirm, { path: ['confirm'], message: 'mismatch' });
export type SignUpInput = z.infer<typeof SignUpInput>;

/** The forgotten-password form. */
export const ForgottenPasswordInput = z.object({
  /** The account's email; the answer never says whether it exists. */
  email: Email,
});
export type ForgottenPasswordInput = z.infer<typeof ForgottenPasswordInput>;

/** The new password of a reset (product §2 passwordVerifyToken). */
export const NewPasswordInput = z
  .object({
    /** New password. */
    password: Password,
    /** The same password again. */
    confirm: z.string(),
  })
  .refine((input) => input.password === input.confirm, { path: ['confirm'], message: 'mismatch' });
export type NewPasswordInput = z.infer<typeof NewPasswordInput>;

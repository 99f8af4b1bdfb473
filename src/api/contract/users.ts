import { z } from 'zod';
import { roles } from './roles';
import { checkBuilderCompany, withBuilderCompany } from './companyName';
import { lazySchema } from './lazySchema';

export { roles, type Role } from './roles';
export const roleSchema = lazySchema(() => z.enum(roles));

export const emailSchema = lazySchema(() =>
  z.string().trim().toLowerCase().email('Please enter a valid email address'),
);
/** An Indian mobile number: ten digits starting 6 to 9, optionally written with +91. */
export const indianMobileSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+91|0)/, ''))
    .pipe(z.string().regex(/^[6-9]\d{9}$/, 'Please enter a valid 10-digit Indian mobile number')),
);
export const passwordSchema = lazySchema(() =>
  z
    .string()
    .min(8, 'Password must be at least 8 characters')
    .max(128, 'Password must be at most 128 characters')
    .regex(/[A-Za-z]/, 'Password must contain a letter')
    .regex(/\d/, 'Password must contain a number'),
);
export const otpSchema = lazySchema(() => z.string().regex(/^\d{6}$/, 'Please enter the 6-digit code'));

/** The answers of the code calls the server and the mocks give alike (docs/auth.md#one-time-codes, #forgot-password). */
export const codeMessages = {
  invalidCode: 'Invalid or expired code',
  resetCodeSent: 'If an account exists for this email, we sent a code to reset the password',
  passwordReset: 'Your password has been reset. Please log in.',
} as const;

/** The public part of a user, as the server sends it. */
export const userSchema = lazySchema(() =>
  z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    role: roleSchema,
    phone: z.string().optional(),
    /** Builders have a username: their public portfolio lives at /builder/{username}. */
    username: z.string().optional(),
    /** Members of the Nivaas team who review projects; they keep their own role. */
    isStaff: z.literal(true).optional(),
  }),
);
export type User = z.infer<typeof userSchema>;

/**
 * docs/auth.md#session-object: the stored user object is the login response: a token plus the user
 * fields. docs/auth.md#first-sign-in: the session registration opens says so, and the dashboards
 * greet 'Welcome' rather than 'Welcome back'.
 */
export const sessionSchema = lazySchema(() =>
  userSchema.extend({ token: z.string(), firstSignIn: z.literal(true).optional() }),
);
export type Session = z.infer<typeof sessionSchema>;
/** docs/auth.md#session-restore: a stored user without a name is kept, its name read as '' (the menu says 'User'). */
export const storedSessionSchema = lazySchema(() => sessionSchema.extend({ name: z.string().default('') }));

export const loginRequestSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    password: z.string().min(1, 'Please enter your password'),
    role: roleSchema,
    /** docs/auth.md#lockout: the code mailed after 5 failed sign-ins in a row, sent with the password. */
    otp: otpSchema.optional(),
  }),
);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** docs/auth.md#lockout: failed sign-ins in a row an account allows before a sign-in needs the mailed code. */
export const FREE_FAILED_LOGINS = 5;
/**
 * docs/auth.md#lockout: the status of a sign-in that needs the code mailed to the account (after 5
 * failed sign-ins in a row), whatever the password; its `{ message }` says what to do.
 */
export const LOGIN_CODE_REQUIRED_STATUS = 403;
export const loginMessages = {
  codeSent: 'Too many failed sign-ins. We sent a 6-digit code to your e-mail; enter it with your password.',
  /** No new code could be mailed (the address's limits on codes): the last one, or a password reset. */
  codeNotSent:
    'Too many failed sign-ins. Enter the 6-digit code we e-mailed you with your password, or reset your password.',
} as const;

export const GOOGLE_ID_TOKEN_REQUIRED = 'Google sign-in needs a verified ID token from Google';

/**
 * docs/auth.md#google-sign-in names two Google variants, idToken and role, or googleId and role. Only the first proves
 * anything: a Google account id is not a secret, so the bare googleId variant is refused (README:
 * docs/auth.md#google-sign-in).
 */
export const googleLoginRequestSchema = lazySchema(() =>
  z.object({
    idToken: z.string({ error: GOOGLE_ID_TOKEN_REQUIRED }).min(1, GOOGLE_ID_TOKEN_REQUIRED),
    role: roleSchema,
  }),
);
export type GoogleLoginRequest = z.infer<typeof googleLoginRequestSchema>;

/** A Google account with no Nivaas account yet answers needsRegistration and no token. */
export const googleLoginResponseSchema = lazySchema(() =>
  z.union([
    sessionSchema.extend({ needsRegistration: z.literal(false).optional() }),
    z.object({ needsRegistration: z.literal(true), email: z.string(), name: z.string().optional() }),
  ]),
);
export type GoogleLoginResponse = z.infer<typeof googleLoginResponseSchema>;

export const sendRegistrationOtpRequestSchema = lazySchema(() => z.object({ email: emailSchema, role: roleSchema }));
export type SendRegistrationOtpRequest = z.infer<typeof sendRegistrationOtpRequestSchema>;
export const verifyRegistrationOtpRequestSchema = lazySchema(() => z.object({ email: emailSchema, otp: otpSchema }));
export type VerifyRegistrationOtpRequest = z.infer<typeof verifyRegistrationOtpRequestSchema>;

/** The registration's fields, before the rule that joins two of them (a Builder's company name). */
export const registerFieldsSchema = lazySchema(() =>
  z.object({
    name: z.string().trim().min(2, 'Please enter your full name').max(100, 'Name is too long'),
    email: emailSchema,
    phone: indianMobileSchema,
    password: passwordSchema,
    role: roleSchema,
    otp: otpSchema,
    /** docs/auth.md#registration: required of a Builder (docs/portfolio.md#company-name), ignored for other roles. */
    companyName: z.string().optional(),
  }),
);
/** Registration needs a verified e-mail code; it answers with a session, so the user is signed in. */
export const registerRequestSchema = lazySchema(() =>
  registerFieldsSchema.superRefine(checkBuilderCompany).transform(withBuilderCompany),
);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = lazySchema(() => z.object({ email: emailSchema }));
export const resetPasswordRequestSchema = lazySchema(() =>
  z.object({ email: emailSchema, otp: otpSchema, password: passwordSchema }),
);
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Answers that carry only a human-readable message. */
export const messageResponseSchema = lazySchema(() => z.object({ message: z.string() }));
export type MessageResponse = z.infer<typeof messageResponseSchema>;

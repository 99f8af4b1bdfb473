import type { z } from 'zod';
import {
  codeMessages,
  LOGIN_CODE_REQUIRED_STATUS,
  loginMessages,
  type GoogleLoginRequest,
  type GoogleLoginResponse,
  type LoginRequest,
  type MessageResponse,
  type registerRequestSchema,
  type ResetPasswordRequest,
  type SendRegistrationOtpRequest,
  type Session,
} from '@/api/contract';
import { isUniqueViolation } from '../db/client';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../http/errors';
import type { Services } from '../services';
import { codeRefusals } from './codes';
import { createLoginBackoff } from './loginBackoff';
import type { MailCode } from './mailCode';
import { hashPassword, passwordMatches } from './passwords';
import { freeUsername, insertUser, linkGoogle, sessionOf, setPassword, userByEmail, userByGoogleSub } from './queries';

export const EMAIL_TAKEN = 'An account with this email already exists';
/** docs/api.md#login-errors: the two login messages the app maps to its own sentences. */
export const USER_NOT_FOUND = 'User not found';
export const INVALID_CREDENTIALS = 'Invalid credentials or role';

/** Where the account rules say what happened: the request's logger, or any with pino's info(details, message). */
export type AccountLog = { info(details: object, message: string): void };

/** docs/auth.md#registration: a new account on a proved address, signed in at once. */
export async function register(
  services: Services,
  log: AccountLog,
  body: z.output<typeof registerRequestSchema>,
): Promise<Session> {
  const { db, codes } = services;
  if (await userByEmail(db, body.email)) throw conflict(EMAIL_TAKEN);
  // The address is proved by the code sent to it (verified earlier or checked now).
  const codeId = await codes.redeem(body.email, 'registration', body.otp);
  const passwordHash = await hashPassword(body.password);
  const username = body.role === 'Builder' ? await freeUsername(db, body.name) : null;
  try {
    const user = await db.transaction(async (tx) => {
      const { name, email, phone, role, companyName } = body;
      const row = await insertUser(tx, { name, email, phone, role, passwordHash, username }, companyName);
      await codes.markUsed(tx, codeId);
      return row;
    });
    log.info({ userId: user.id, role: user.role }, 'user registered');
    // docs/auth.md#first-sign-in: this session is the account's first.
    return { ...(await sessionOf(services, user)), firstSignIn: true };
  } catch (error) {
    // Two registrations of one address raced: the database keeps one.
    if (isUniqueViolation(error) && (await userByEmail(db, body.email))) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/** The answer to a sign-in that waits: a code is mailed when the address's limits allow one. */
async function mailLoginCode(mailCode: MailCode, email: string) {
  try {
    await mailCode(
      email,
      'login',
      'Someone, we hope you, failed to sign in to your Nivaas account 5 times in a row. To sign in now, enter this code with your password. If it was not you, your account is safe as long as your password is: consider changing it.',
    );
    return loginMessages.codeSent;
  } catch (error) {
    // The last code went less than 30 s ago and is still good; any other refusal mailed nothing.
    if (error instanceof HttpError && error.message === codeRefusals.tooSoon) return loginMessages.codeSent;
    if (error instanceof HttpError && error.statusCode === 429) return loginMessages.codeNotSent;
    throw error;
  }
}

/** docs/auth.md#login-role-match, #lockout: a password sign-in, with the mailed code after 5 failures. */
export async function logIn(services: Services, mailCode: MailCode, body: LoginRequest): Promise<Session> {
  const { db, codes, config } = services;
  const { email, password, role, otp } = body;
  const loginBackoff = createLoginBackoff(db, config.now);
  const user = await userByEmail(db, email);
  if (!user) throw notFound(USER_NOT_FOUND);
  // docs/auth.md#login-role-match: the role sent at login must be the account's.
  const rightCredentials = async () => (await passwordMatches(user.passwordHash, password)) && user.role === role;

  if (otp !== undefined && loginBackoff.needsCode(user)) {
    // docs/auth.md#lockout: the mailed code and the password sign in at once, whatever the wait.
    // Counted first: a wrong code, or the right one with a wrong password, is one more failure.
    await loginBackoff.count(user);
    const codeId = await codes.redeem(email, 'login', otp);
    if (!(await rightCredentials())) throw unauthorized(INVALID_CREDENTIALS);
    await codes.markUsed(db, codeId);
  } else if (await loginBackoff.claim(user)) {
    if (!(await rightCredentials())) throw unauthorized(INVALID_CREDENTIALS);
  } else {
    // docs/auth.md#lockout: waiting; the password is not compared, so the answer tells a guesser nothing.
    throw new HttpError(LOGIN_CODE_REQUIRED_STATUS, await mailLoginCode(mailCode, email));
  }
  await loginBackoff.clear(user.id);
  return sessionOf(services, user);
}

/** A Google sign-in: the account of that Google identity, linked on first use, or a registration to finish. */
export async function logInWithGoogle(services: Services, body: GoogleLoginRequest): Promise<GoogleLoginResponse> {
  const { db, google } = services;
  const identity = await google(body.idToken);
  let user = await userByGoogleSub(db, identity.sub);
  if (!user && identity.emailVerified) {
    // First Google sign-in of an account registered by e-mail: link it, as Google proved the address.
    const byEmail = await userByEmail(db, identity.email);
    if (byEmail?.googleSub) throw unauthorized('This email is linked to a different Google account');
    if (byEmail) user = await linkGoogle(db, byEmail.id, identity.sub);
  }
  if (!user)
    return { needsRegistration: true, email: identity.email, ...(identity.name ? { name: identity.name } : {}) };
  if (user.role !== body.role) throw unauthorized(INVALID_CREDENTIALS);
  return sessionOf(services, user);
}

/** Sends the registration code to an address that has no account yet. */
export async function sendRegistrationCode(
  services: Services,
  mailCode: MailCode,
  { email, role }: SendRegistrationOtpRequest,
): Promise<MessageResponse> {
  if (await userByEmail(services.db, email)) throw conflict(EMAIL_TAKEN);
  await mailCode(email, 'registration', `Welcome to Nivaas! Use this code to register as a ${role}.`);
  return { message: `We sent a 6-digit code to ${email}` };
}

/**
 * The same answer whether or not the address has an account: the resend limits and a failed
 * e-mail are kept to the log, or a stranger could tell which addresses have accounts.
 */
export async function sendResetCode(
  services: Services,
  mailCode: MailCode,
  log: AccountLog,
  email: string,
): Promise<MessageResponse> {
  if (await userByEmail(services.db, email))
    await mailCode(email, 'reset', 'Use this code to choose a new Nivaas password.').catch((error: unknown) => {
      log.info({ reason: (error as Error).message }, 'no reset code sent');
    });
  return { message: codeMessages.resetCodeSent };
}

/** A new password with the mailed code; sessions opened with the old one end. */
export async function resetPassword(
  { db, codes, config }: Services,
  { email, otp, password }: ResetPasswordRequest,
): Promise<MessageResponse> {
  const user = await userByEmail(db, email);
  if (!user) throw badRequest(codeMessages.invalidCode);
  const codeId = await codes.redeem(email, 'reset', otp);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await setPassword(tx, user.id, passwordHash, config.now());
    await codes.markUsed(tx, codeId);
  });
  return { message: codeMessages.passwordReset };
}

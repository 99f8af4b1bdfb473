import { eq } from 'drizzle-orm';
import {
  apiPaths,
  googleLoginRequestSchema,
  LOGIN_CODE_REQUIRED_STATUS,
  loginMessages,
  loginRequestSchema,
  registerRequestSchema,
  type GoogleLoginResponse,
} from '@/api/contract';
import { codeRefusals } from './codes';
import { hashPassword, passwordMatches } from './passwords';
import { isUniqueViolation } from '../db/client';
import { builderProfiles, users } from '../db/schema';
import { conflict, HttpError, notFound, unauthorized } from '../http/errors';
import { perMinute } from '../http/routeLimits';
import type { App, Services } from '../services';
import { freeUsername, sessionOf, userByEmail } from './queries';
import { createLoginBackoff } from './loginBackoff';
import { createCodeMailer } from './mailCode';

export const EMAIL_TAKEN = 'An account with this email already exists';
/** docs/api.md#login-errors: the two login messages the app maps to its own sentences. */
export const USER_NOT_FOUND = 'User not found';
export const INVALID_CREDENTIALS = 'Invalid credentials or role';

export function userRoutes(app: App, services: Services) {
  const { db, codes, tokens, google, config, mailer } = services;
  const loginBackoff = createLoginBackoff(db, config.now);
  const mailCode = createCodeMailer({ codes, mailer, log: app.log });

  /** The answer to a sign-in that waits: a code is mailed when the address's limits allow one. */
  async function mailLoginCode(email: string) {
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

  app.post(
    apiPaths.register,
    { schema: { body: registerRequestSchema }, config: perMinute(config.rateLimit.codes) },
    async (request, reply) => {
      const body = request.body;
      if (await userByEmail(db, body.email)) throw conflict(EMAIL_TAKEN);
      // The address is proved by the code sent to it (verified earlier or checked now).
      const codeId = await codes.redeem(body.email, 'registration', body.otp);
      const passwordHash = await hashPassword(body.password);
      const username = body.role === 'Builder' ? await freeUsername(db, body.name) : null;
      try {
        const user = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({ name: body.name, email: body.email, phone: body.phone, role: body.role, passwordHash, username })
            .returning();
          if (!row) throw new Error('insert returned no row');
          if (row.role === 'Builder') await tx.insert(builderProfiles).values({ userId: row.id });
          await codes.markUsed(tx, codeId);
          return row;
        });
        request.log.info({ userId: user.id, role: user.role }, 'user registered');
        return reply.status(201).send(await sessionOf(services, user));
      } catch (error) {
        // Two registrations of one address raced: the database keeps one.
        if (isUniqueViolation(error) && (await userByEmail(db, body.email))) throw conflict(EMAIL_TAKEN);
        throw error;
      }
    },
  );

  app.post(
    apiPaths.login,
    { schema: { body: loginRequestSchema }, config: perMinute(config.rateLimit.login) },
    async (request) => {
      const { email, password, role, otp } = request.body;
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
        throw new HttpError(LOGIN_CODE_REQUIRED_STATUS, await mailLoginCode(email));
      }
      await loginBackoff.clear(user.id);
      return sessionOf(services, user);
    },
  );

  app.post(
    apiPaths.googleLogin,
    { schema: { body: googleLoginRequestSchema }, config: perMinute(config.rateLimit.login) },
    async (request): Promise<GoogleLoginResponse> => {
      const body = request.body;
      const identity = await google(body.idToken);
      let [user] = await db.select().from(users).where(eq(users.googleSub, identity.sub));
      if (!user && identity.emailVerified) {
        // First Google sign-in of an account registered by e-mail: link it, as Google proved the address.
        const byEmail = await userByEmail(db, identity.email);
        if (byEmail?.googleSub) throw unauthorized('This email is linked to a different Google account');
        if (byEmail)
          [user] = await db.update(users).set({ googleSub: identity.sub }).where(eq(users.id, byEmail.id)).returning();
      }
      if (!user)
        return { needsRegistration: true, email: identity.email, ...(identity.name ? { name: identity.name } : {}) };
      if (user.role !== body.role) throw unauthorized(INVALID_CREDENTIALS);
      return sessionOf(services, user);
    },
  );

  app.post(apiPaths.logout, async (request) => {
    const { claims } = await tokens.authenticate(request.headers.authorization);
    await tokens.revoke(claims);
    return { message: 'Logged out' };
  });
}

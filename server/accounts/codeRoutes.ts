import { eq } from 'drizzle-orm';
import {
  apiPaths,
  codeMessages,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  sendRegistrationOtpRequestSchema,
  verifyRegistrationOtpRequestSchema,
  type MessageResponse,
} from '@/api/contract';
import { hashPassword } from './passwords';
import { users } from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import type { App, Services } from '../services';
import { userByEmail } from './queries';
import { createCodeMailer } from './mailCode';
import { perMinute } from '../http/routeLimits';
import { EMAIL_TAKEN } from './routes';

/** One-time codes by e-mail: registration (send, verify) and password recovery (forgot, reset). */
export function codeRoutes(app: App, services: Services) {
  const { db, codes, mailer, config } = services;
  const limited = { config: perMinute(config.rateLimit.codes) };
  const sendCode = createCodeMailer({ codes, mailer, log: app.log });

  app.post(
    apiPaths.sendRegistrationOtp,
    { schema: { body: sendRegistrationOtpRequestSchema }, ...limited },
    async (request): Promise<MessageResponse> => {
      const { email, role } = request.body;
      if (await userByEmail(db, email)) throw conflict(EMAIL_TAKEN);
      await sendCode(email, 'registration', `Welcome to Nivaas! Use this code to register as a ${role}.`);
      return { message: `We sent a 6-digit code to ${email}` };
    },
  );

  app.post(
    apiPaths.verifyRegistrationOtp,
    { schema: { body: verifyRegistrationOtpRequestSchema }, ...limited },
    async (request): Promise<MessageResponse> => {
      await codes.verify(request.body.email, 'registration', request.body.otp);
      return { message: 'Email verified' };
    },
  );

  app.post(
    apiPaths.forgotPassword,
    { schema: { body: forgotPasswordRequestSchema }, ...limited },
    async (request): Promise<MessageResponse> => {
      const { email } = request.body;
      // The same answer whether or not the address has an account: the resend limits and a failed
      // e-mail are kept to the log, or a stranger could tell which addresses have accounts.
      if (await userByEmail(db, email))
        await sendCode(email, 'reset', 'Use this code to choose a new Nivaas password.').catch((error: unknown) => {
          request.log.info({ reason: (error as Error).message }, 'no reset code sent');
        });
      return { message: codeMessages.resetCodeSent };
    },
  );

  app.post(
    apiPaths.resetPassword,
    { schema: { body: resetPasswordRequestSchema }, ...limited },
    async (request): Promise<MessageResponse> => {
      const { email, otp, password } = request.body;
      const user = await userByEmail(db, email);
      if (!user) throw badRequest(codeMessages.invalidCode);
      const codeId = await codes.redeem(email, 'reset', otp);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        // Sessions opened with the old password end here; the failed sign-ins of the old one are forgotten.
        await tx
          .update(users)
          .set({ passwordHash, tokensValidAfter: config.now(), failedLogins: 0, loginBlockedUntil: null })
          .where(eq(users.id, user.id));
        await codes.markUsed(tx, codeId);
      });
      return { message: codeMessages.passwordReset };
    },
  );
}

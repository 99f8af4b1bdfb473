import type { FastifyBaseLogger } from 'fastify';
import type { CodeService } from './codes';
import type { CodePurpose } from '../db/schema';
import { unavailable } from '../http/errors';
import type { Mailer } from '../mail/mailer';

const subjects: Record<CodePurpose, string> = {
  registration: 'Your Nivaas code',
  reset: 'Reset your Nivaas password',
  login: 'Your Nivaas sign-in code',
};

/**
 * Issues a one-time code (its limits apply, server/accounts/codes.ts) and e-mails it: the one way a
 * code leaves the server, for registration, a password reset and a sign-in after failed ones.
 */
export function createCodeMailer({
  codes,
  mailer,
  log,
}: {
  codes: CodeService;
  mailer: Mailer;
  log: FastifyBaseLogger;
}) {
  return async function mailCode(email: string, purpose: CodePurpose, intro: string) {
    const code = await codes.issue(email, purpose);
    const text = `${intro}\n\nYour code is ${code}. It expires in 10 minutes.\n\nIf you did not ask for it, ignore this e-mail.`;
    try {
      await mailer.send({ to: email, subject: subjects[purpose], text, code });
    } catch (error) {
      log.error({ err: error, purpose }, 'could not send a code');
      throw unavailable('We could not send the e-mail. Please try again in a few minutes.');
    }
  };
}

/** Mails a one-time code: created once with the app's logger and handed to the account rules. */
export type MailCode = ReturnType<typeof createCodeMailer>;

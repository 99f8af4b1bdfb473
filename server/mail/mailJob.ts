import type { JobQueue } from '../jobs/queue';
import type { MailMessage, Mailer } from './mailer';

const MAIL_JOB = 'mail';

/** Queues an e-mail: sent by the `mail` job, retried with back-off until the mailer accepts it. */
export type MailLater = (message: MailMessage) => Promise<void>;

/**
 * docs/jobs.md#mail: every e-mail but a one-time code goes through here. A code is sent while its
 * request waits (server/accounts/mailCode.ts): the person is told at once when it could not be sent.
 */
export function defineMailJob(queue: JobQueue, mailer: Mailer): MailLater {
  // Back-off from 1 minute to hours: an SMTP server down for a while still gets the mail.
  queue.define<MailMessage>(MAIL_JOB, { retryLimit: 8, retryDelay: 60, retryBackoff: true }, async ([message]) =>
    mailer.send(message!),
  );
  return async (message) => {
    await queue.send(MAIL_JOB, message);
  };
}

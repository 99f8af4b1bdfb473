import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one-time code in the message, shown in the outbox log line. */
  code?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The local outbox's latest messages, newest first; empty for SMTP. */
  outbox(): readonly (MailMessage & { sentAt: string })[];
}

const OUTBOX_SIZE = 50;

/**
 * Without SMTP the server keeps a local outbox: each message is logged, so registration works on
 * a fresh machine (read the code in the server's output), and the latest are kept for e2e tests.
 */
export function createOutboxMailer(log: FastifyBaseLogger, now: () => Date): Mailer {
  const messages: (MailMessage & { sentAt: string })[] = [];
  return {
    async send(message) {
      messages.unshift({ ...message, sentAt: now().toISOString() });
      messages.length = Math.min(messages.length, OUTBOX_SIZE);
      const code = message.code ? `  Code: ${message.code}` : '';
      log.info(
        { outbox: { to: message.to, subject: message.subject } },
        `[outbox] To: ${message.to}  Subject: ${message.subject}${code}`,
      );
    },
    outbox: () => messages,
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
    outbox: () => [],
  };
}

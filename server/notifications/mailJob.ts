import type { FastifyBaseLogger } from 'fastify';
import { notificationKindLabels, notificationPages, type NotificationKind } from '@/api/contract/notifications';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { NotificationRow } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import { muteToken } from './muteLinks';
import { lastMailedAt, mutedKindsOf, recipientOf, setMailed, waitingForMail } from './queries';

const NOTIFY_MAIL_JOB = 'notify-mail';
/** docs/notifications.md#batching: a thread mails a person at most once in this time. */
export const MAIL_GAP_MS = 15 * 60_000;

/** A thread of one user with notifications waiting for a mail. */
export interface NotifyMailJob {
  userId: string;
  thread: string;
}

export interface NotificationMail {
  /** Queues the thread's mail: now, or when its 15 minutes since the last mail have passed. */
  mailSoon(jobs: NotifyMailJob[]): Promise<void>;
}

interface Deps {
  db: Db;
  mailer: Mailer;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/**
 * docs/notifications.md#batching: one `notify-mail` job per user and thread (a stately queue keyed
 * by both: one waits at most), due when the thread's last mail is 15 minutes old. The job mails every
 * notification of the thread waiting by then in one e-mail, and only then marks them sent.
 */
export function defineNotificationMailJob(queue: JobQueue, deps: Deps): NotificationMail {
  const { db, config } = deps;
  async function mailSoon(jobs: NotifyMailJob[]) {
    for (const job of jobs) {
      const last = await lastMailedAt(db, job.userId, job.thread);
      const due = last ? new Date(last.getTime() + MAIL_GAP_MS) : null;
      // A job already waiting for this thread takes the new one with it: the queue ignores this one.
      await queue.send(NOTIFY_MAIL_JOB, job, {
        singletonKey: `${job.userId}:${job.thread}`,
        ...(due && due > config.now() ? { startAfter: due } : {}),
      });
    }
  }
  queue.define<NotifyMailJob>(
    NOTIFY_MAIL_JOB,
    { retryLimit: 8, retryDelay: 60, retryBackoff: true, policy: 'stately' },
    async ([job]) => {
      const last = await lastMailedAt(db, job!.userId, job!.thread);
      // Brought forward early (a test's clock, a clock skew): wait for the rest of the gap.
      if (last && config.now().getTime() - last.getTime() < MAIL_GAP_MS) return mailSoon([job!]);
      await sendThreadMail(deps, job!);
    },
  );
  return { mailSoon };
}

async function sendThreadMail({ db, mailer, config, log }: Deps, { userId, thread }: NotifyMailJob) {
  const waiting = await waitingForMail(db, userId, thread);
  if (waiting.length === 0) return;
  // Muted since the event: the in-app entry stays, the mail does not go.
  const muted = new Set(await mutedKindsOf(db, userId));
  const mailing = waiting.filter((n) => !muted.has(n.kind));
  const recipient = await recipientOf(db, userId);
  if (mailing.length && recipient) {
    await mailer.send({ to: recipient.email, ...threadMail(config, userId, recipient.name, mailing) });
    log.info({ userId, thread, notifications: mailing.length }, 'notification mail sent');
  }
  // Marked after the send: a refused send throws first and the retry mails the same (at least once).
  const now = config.now();
  await setMailed(
    db,
    mailing.map((n) => n.id),
    'sent',
    now,
  );
  await setMailed(
    db,
    waiting.filter((n) => muted.has(n.kind)).map((n) => n.id),
    'muted',
    null,
  );
}

/** One e-mail for a thread's notifications, oldest first, each kind's one-click mute link at the end. */
export function threadMail(
  { publicUrl, jwtSecret }: Pick<AppConfig, 'publicUrl' | 'jwtSecret'>,
  userId: string,
  name: string,
  items: Pick<NotificationRow, 'kind' | 'text' | 'link'>[],
) {
  const latest = items[items.length - 1]!;
  const kinds = [...new Set(items.map((n) => n.kind))] as NotificationKind[];
  const lines = items.map((n) => `- ${n.text}`);
  const mutes = kinds.map(
    (kind) =>
      `Stop e-mails about "${notificationKindLabels[kind]}": ${publicUrl}${notificationPages.mute}?token=${encodeURIComponent(muteToken(jwtSecret, userId, kind))}`,
  );
  return {
    subject: items.length === 1 ? latest.text : `${items.length} updates: ${latest.text}`,
    text: [`Hello ${name},`, '', ...lines, '', `Open it on Nivaas: ${publicUrl}${latest.link}`, '', ...mutes].join(
      '\n',
    ),
  };
}

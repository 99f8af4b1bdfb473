import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type Listing, type Session } from '@/api/contract';
import {
  notificationMutesSchema,
  notificationPageSchema,
  unreadNotificationsSchema,
} from '@/api/contract/notifications';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, holdByReports, useListingTestbed } from '../test/listings';
import { createProject } from '../test/projects';
import { bearer } from '../test/testApp';
import { MAIL_GAP_MS } from './mailJob';

const MINUTE = 60_000;

describe.each(testDatabaseKinds())('notifications on $name', (kind) => {
  const bed = useListingTestbed(kind);
  let buyer: Session;
  let listing: Listing;
  beforeAll(async () => {
    buyer = await bed.t.signUp('Buyer');
    listing = await createListing(bed.t.app, bed.seller.token);
    await approveListing(bed.t.app, bed.staff, listing._id);
    await bed.t.app.services.jobs.runDue();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    bed.t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const listOf = async (token: string) =>
    notificationPageSchema.parse((await call('GET', '/api/me/notifications', token)).json());
  const unreadOf = async (token: string) =>
    unreadNotificationsSchema.parse((await call('GET', '/api/me/notifications/unread', token)).json()).unread;
  /** The e-mails sent to an address whose subject says this, after the due jobs ran. */
  const mailsTo = async (email: string, about: string) => {
    await bed.t.app.services.jobs.runDue();
    return bed.t.app.services.mailer.outbox().filter((m) => m.to === email && m.text.includes(about));
  };
  const ask = async (message = 'Is it still available?') => {
    const response = await call('POST', `/api/properties/${listing._id}/inquiries`, buyer.token, {
      name: 'Asha Rao',
      message,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ _id: string }>()._id;
  };
  const write = async (token: string, inquiryId: string, text: string) =>
    expect((await call('POST', `/api/inquiries/${inquiryId}/messages`, token, { text })).statusCode).toBe(201);

  it('an approval tells the owner in the list, with a mail that opens the dashboard and mutes that kind', async () => {
    const [approved] = (await listOf(bed.seller.token)).notifications;
    expect(approved).toMatchObject({
      kind: 'review',
      text: `"${listing.title}" was approved and is now public`,
      link: '/seller',
      readAt: null,
    });
    const [mail] = await mailsTo(bed.seller.email, 'was approved');
    expect(mail!.text).toContain('/seller');
    expect(mail!.text).toMatch(/\/notifications\/mute\?token=/);
  });

  it("an inquiry writes the owner's notification and sends one mail", async () => {
    const before = await unreadOf(bed.seller.token);
    await ask();
    const [newest] = (await listOf(bed.seller.token)).notifications;
    expect(newest).toMatchObject({
      kind: 'new-inquiry',
      text: `Asha Rao asked about "${listing.title}"`,
      link: '/inquiries',
    });
    expect(await unreadOf(bed.seller.token)).toBe(before + 1);
    const mails = await mailsTo(bed.seller.email, 'Asha Rao asked about');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Asha Rao asked about "${listing.title}"`);
    expect(mails[0]!.text).toContain('/inquiries');
  });

  it('three replies within 15 minutes send one mail; the other two go together after the gap', async () => {
    const inquiryId = await ask('Which floor is it on?');
    const repliesTo = () => mailsTo(buyer.email, 'wrote about');
    await write(bed.seller.token, inquiryId, 'The fourth floor.');
    expect(await repliesTo()).toHaveLength(1);
    bed.t.clock.advance(5 * MINUTE);
    await write(bed.seller.token, inquiryId, 'With a lift.');
    expect(await repliesTo()).toHaveLength(1);
    bed.t.clock.advance(5 * MINUTE);
    await write(bed.seller.token, inquiryId, 'And parking.');
    expect(await repliesTo()).toHaveLength(1);
    expect((await listOf(buyer.token)).notifications.filter((n) => n.kind === 'reply')).toHaveLength(3);
    // Moves of the clock add up: at 14 minutes nothing more, at 16 the two waiting go as one mail.
    bed.t.clock.advance(4 * MINUTE);
    expect(await repliesTo()).toHaveLength(1);
    bed.t.clock.advance(MAIL_GAP_MS - 14 * MINUTE + MINUTE);
    const after = await repliesTo();
    expect(after).toHaveLength(2);
    expect(after[0]!.subject).toMatch(/^2 updates: /);
    expect(after[0]!.text).toContain('/buyer');
  });

  it('a muted kind sends no mail; the list still shows it; the mail link mutes without signing in', async () => {
    const put = await call('PUT', '/api/me/notification-mutes', bed.seller.token, { muted: ['new-inquiry'] });
    expect(notificationMutesSchema.parse(put.json())).toEqual({ muted: ['new-inquiry'] });
    const mailedBefore = (await mailsTo(bed.seller.email, 'asked about')).length;
    await ask('Muted question');
    expect((await listOf(bed.seller.token)).notifications[0]).toMatchObject({ kind: 'new-inquiry' });
    expect(await mailsTo(bed.seller.email, 'asked about')).toHaveLength(mailedBefore);
    expect((await call('PUT', '/api/me/notification-mutes', bed.seller.token, { muted: ['nothing'] })).json()).toEqual({
      message: expect.stringMatching(/^Choose one of/),
    });

    // The review mail's own link mutes reviews.
    const [reviewMail] = await mailsTo(bed.seller.email, 'was approved');
    const token = decodeURIComponent(/mute\?token=(\S+)/.exec(reviewMail!.text)![1]!);
    const link = await bed.t.app.inject({ method: 'POST', url: '/api/notification-mutes/by-link', payload: { token } });
    expect(link.json()).toEqual({ kind: 'review' });
    expect((await call('GET', '/api/me/notification-mutes', bed.seller.token)).json()).toEqual({
      muted: expect.arrayContaining(['new-inquiry', 'review']),
    });
    const forged = await bed.t.app.inject({
      method: 'POST',
      url: '/api/notification-mutes/by-link',
      payload: { token: `${token}x` },
    });
    expect(forged.statusCode).toBe(400);
    await call('PUT', '/api/me/notification-mutes', bed.seller.token, { muted: [] });
  });

  it('a report outcome tells the owner: removed with the reason', async () => {
    const reported = await createListing(bed.t.app, bed.seller.token);
    await approveListing(bed.t.app, bed.staff, reported._id);
    await holdByReports(bed.t, reported._id);
    const removed = await call('POST', `/api/staff/reports/${reported._id}/remove`, bed.staff, {
      reason: 'Already sold',
    });
    expect(removed.statusCode).toBe(200);
    expect((await listOf(bed.seller.token)).notifications[0]).toMatchObject({
      kind: 'report-outcome',
      text: `"${reported.title}" was taken down after reports: Already sold`,
    });
    expect(await mailsTo(bed.seller.email, 'taken down after reports')).toHaveLength(1);
  });

  it('marks one or all read; another user can neither read nor mark them', async () => {
    const [first] = (await listOf(bed.seller.token)).notifications;
    const stranger = await call('POST', `/api/me/notifications/${first!._id}/read`, buyer.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'Notification not found' });
    expect((await listOf(buyer.token)).notifications.map((n) => n._id)).not.toContain(first!._id);
    const read = await call('POST', `/api/me/notifications/${first!._id}/read`, bed.seller.token);
    expect(read.json()).toMatchObject({ _id: first!._id, readAt: expect.any(String) });
    expect(await unreadOf(bed.seller.token)).toBeGreaterThan(0);
    expect((await call('POST', '/api/me/notifications/read', bed.seller.token)).json()).toEqual({ unread: 0 });
    expect(await unreadOf(bed.seller.token)).toBe(0);
    expect(await unreadOf(buyer.token)).toBeGreaterThan(0);
  });

  it('pages newest first; a bad page or no sign-in is refused with a message', async () => {
    const page = await listOf(bed.seller.token);
    const times = page.notifications.map((n) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(page).toMatchObject({ page: 1, hasMore: false });
    const bad = await call('GET', '/api/me/notifications?page=0', bed.seller.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'The page must be a whole number from 1.' });
    expect((await bed.t.app.inject({ method: 'GET', url: '/api/me/notifications/unread' })).statusCode).toBe(401);
  });

  /** The owner's newest notification, and the e-mails to them that say this, after the due jobs ran. */
  const toldAndMailed = async (owner: Session, says: string) => ({
    newest: (await listOf(owner.token)).notifications[0],
    mails: await mailsTo(owner.email, says),
  });

  it("a first-time listing's rejection tells its owner the reason, in the list and by e-mail", async () => {
    const first = await createListing(bed.t.app, bed.seller.token);
    const rejected = await call('POST', apiPaths.staffRejectListing(first._id), bed.staff, {
      reason: 'The photos show another flat',
    });
    expect(rejected.statusCode).toBe(200);
    const text = `"${first.title}" was not approved: The photos show another flat`;
    const { newest, mails } = await toldAndMailed(bed.seller, 'was not approved: The photos show another flat');
    expect(newest).toMatchObject({ kind: 'review', text, link: '/seller', readAt: null });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(text);
    expect(mails[0]!.text).toContain('/seller');
  });

  it("a first-time project's rejection tells its builder the reason, in the list and by e-mail", async () => {
    const builder = await bed.t.signUp('Builder');
    const project = await createProject(bed.t.app, builder.token, 'flat');
    const rejected = await call('POST', apiPaths.rejectProject(project._id), bed.staff, {
      reason: 'The blueprint is unreadable',
    });
    expect(rejected.statusCode).toBe(200);
    const text = `"${project.projectName}" was not approved: The blueprint is unreadable`;
    const { newest, mails } = await toldAndMailed(builder, 'was not approved: The blueprint is unreadable');
    expect(newest).toMatchObject({ kind: 'review', text, link: '/builder', readAt: null });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('/builder');
    expect((await listOf(builder.token)).notifications).toHaveLength(1);
  });

  it('a report outcome tells the owner: dismissed, the listing stays public', async () => {
    const reported = await createListing(bed.t.app, bed.seller.token);
    await approveListing(bed.t.app, bed.staff, reported._id);
    await holdByReports(bed.t, reported._id);
    const restored = await call('POST', apiPaths.staffRestoreListing(reported._id), bed.staff);
    expect(restored.statusCode).toBe(200);
    const text = `The reports on "${reported.title}" were dismissed; it stays public`;
    const { newest, mails } = await toldAndMailed(bed.seller, 'were dismissed; it stays public');
    expect(newest).toMatchObject({ kind: 'report-outcome', text, link: '/seller', readAt: null });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/\/notifications\/mute\?token=/);
  });
});

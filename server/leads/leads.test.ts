import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, builderProfileSchema, sentInquirySchema, type BuilderProject, type Session } from '@/api/contract';
import { leadListSchema, leadSchema, type Lead } from '@/api/contract/leads';
import { eq } from 'drizzle-orm';
import { builderProjects } from '../db/schema';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, staffToken } from '../test/listings';
import { createProject } from '../test/projects';
import { bearer, PASSWORD, startTestApp, type TestApp } from '../test/testApp';

/** docs/leads.md: builder inquiries, every owner's pipeline, its export and who may see it. */
describe.each(testDatabaseKinds())('leads on $name', (kind) => {
  let t: TestApp;
  let builder: Session;
  let otherBuilder: Session;
  let buyer: Session;
  let projects: BuilderProject[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    builder = await t.signUp('Builder', { name: 'Skyline Developers' });
    otherBuilder = await t.signUp('Builder');
    buyer = await t.signUp('Buyer', { name: 'Asha Rao' });
    projects = [];
    for (const projectKind of ['villa', 'flat', 'mixed'] as const) {
      const project = await createProject(t.app, builder.token, projectKind);
      await t.app.services.db
        .update(builderProjects)
        .set({ reviewState: 'approved' })
        .where(eq(builderProjects.id, project._id));
      projects.push(project);
    }
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });
  const askAbout = async (project: BuilderProject, body: object = {}, token = buyer.token) => {
    // A minute apart: the interests are newest first.
    t.clock.advance(60_000);
    const response = await call('POST', apiPaths.projectInquiries(project._id), token, {
      name: 'Asha Rao',
      message: `Tell me about ${project.projectName}`,
      ...body,
    });
    expect(response.statusCode).toBe(201);
    return sentInquirySchema.parse(response.json());
  };
  const leadsOf = async (token: string, query = '') => {
    const response = await call('GET', `${apiPaths.myLeads}${query}`, token);
    expect(response.statusCode).toBe(200);
    return leadListSchema.parse(response.json());
  };
  const change = (token: string, id: string, body: object) => call('PATCH', apiPaths.lead(id), token, body);
  const csvOf = async (token: string, query = '') => {
    const response = await call('GET', `${apiPaths.myLeadsExport}${query}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="nivaas-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    return response.body;
  };

  it('a buyer who asks about three projects is one lead with three interests; the builder is told by e-mail', async () => {
    const sent = await askAbout(projects[0]!, { sharePhone: true, phone: '9123456780' });
    expect(sent).toMatchObject({
      kind: 'builder-project',
      listingId: projects[0]!._id,
      listingTitle: projects[0]!.projectName,
      poster: { name: 'Skyline Developers', role: 'Builder' },
      sharedPhone: '9123456780',
      listingReviewState: 'approved',
    });
    expect(sent).not.toHaveProperty('similarTo');
    await askAbout(projects[1]!);
    await askAbout(projects[2]!);

    const { leads, properties } = await leadsOf(builder.token);
    expect(leads).toHaveLength(1);
    const [lead] = leads;
    expect(lead!.stage).toBe('new');
    expect(lead!.interests.map((i) => i.title)).toEqual([...projects].reverse().map((p) => p.projectName));
    expect(lead!.interests.every((i) => i.kind === 'builder-project' && i.state === 'new')).toBe(true);
    // The number shared on the first inquiry goes with the lead: the consent was to this builder.
    expect(lead!.buyer).toEqual({ name: 'Asha Rao', phone: '9123456780', phoneSharedAt: expect.any(String) });
    expect(properties.map((p) => p._id).sort()).toEqual(projects.map((p) => p._id).sort());

    const notifications = (await call('GET', '/api/me/notifications', builder.token)).json<{
      notifications: { kind: string; link: string; text: string }[];
    }>().notifications;
    expect(notifications[0]).toMatchObject({
      kind: 'new-inquiry',
      link: '/builder/leads',
      text: `Asha Rao asked about "${projects[2]!.projectName}"`,
    });
    await t.app.services.jobs.runDue();
    const mails = t.app.services.mailer
      .outbox()
      .filter((m) => m.to === builder.email && m.subject.includes('asked about'));
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining(projects.map((p) => `Asha Rao asked about "${p.projectName}"`)),
    );
    expect(mails.every((m) => m.text.includes('/builder/leads'))).toBe(true);
    // The buyer reads it among their inquiries, as a project's.
    const mine = (await call('GET', apiPaths.sentInquiries, buyer.token)).json<{ kind: string }[]>();
    expect(mine.filter((i) => i.kind === 'builder-project')).toHaveLength(3);
  });

  it('a reply from the builder moves the lead to contacted; the owner moves it on, lost needs a reason', async () => {
    const [lead] = (await leadsOf(builder.token)).leads;
    const inquiryId = lead!.interests[0]!.inquiryId;
    expect(
      (await call('POST', apiPaths.inquiryMessages(inquiryId), builder.token, { text: 'Yes, call us.' })).statusCode,
    ).toBe(201);
    const [contacted] = (await leadsOf(builder.token)).leads;
    expect([contacted!.stage, contacted!.interests[0]!.state]).toEqual(['contacted', 'replied']);

    const moved = await change(builder.token, lead!._id, { stage: 'negotiating', note: 'Wants a corner villa' });
    expect(leadSchema.parse(moved.json())).toMatchObject({ stage: 'negotiating', note: 'Wants a corner villa' });

    const noReason = await change(builder.token, lead!._id, { stage: 'lost' });
    expect([noReason.statusCode, noReason.json()]).toEqual([
      400,
      { message: 'Please give a reason the lead was lost' },
    ]);
    const blank = await change(builder.token, lead!._id, { stage: 'lost', lostReason: '   ' });
    expect([blank.statusCode, blank.json()]).toEqual([400, { message: 'Please give a reason the lead was lost' }]);
    const lost = leadSchema.parse(
      (await change(builder.token, lead!._id, { stage: 'lost', lostReason: 'Budget' })).json(),
    );
    expect([lost.stage, lost.lostReason, lost.note]).toEqual(['lost', 'Budget', 'Wants a corner villa']);
    const badStage = await change(builder.token, lead!._id, { stage: 'sold' });
    expect([badStage.statusCode, badStage.json()]).toEqual([
      400,
      { message: 'Choose one of: new, contacted, visit-booked, visited, negotiating, won, lost.' },
    ]);

    // Leaving lost forgets the reason; asking again makes a lost lead new.
    const back = leadSchema.parse((await change(builder.token, lead!._id, { stage: 'visited' })).json());
    expect(back).not.toHaveProperty('lostReason');
    await change(builder.token, lead!._id, { stage: 'lost', lostReason: 'Budget' });
    await askAbout(projects[0]!, { message: 'Any offers this month?' });
    const [again] = (await leadsOf(builder.token)).leads;
    expect([again!.stage, again!.interests]).toEqual(['new', expect.any(Array)]);
    expect(again!.interests).toHaveLength(4);
    expect(again).not.toHaveProperty('lostReason');
  });

  it('a follow-up is due on its day in India and after, never on a closed lead; the filters narrow the list', async () => {
    const [lead] = (await leadsOf(builder.token)).leads;
    const bad = await change(builder.token, lead!._id, { followUpOn: '2026-02-30' });
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: 'Please enter a valid date' }]);

    // At 20:00 UTC it is already the next day in India (UTC+5:30): that day's follow-up is due.
    const now = t.clock.now();
    const evening = new Date(now);
    evening.setUTCHours(20, 0, 0, 0);
    if (evening <= now) evening.setUTCDate(evening.getUTCDate() + 1);
    t.clock.advance(evening.getTime() - now.getTime());
    const indiaToday = new Date(evening.getTime() + 86_400_000).toISOString().slice(0, 10);
    const set = leadSchema.parse((await change(builder.token, lead!._id, { followUpOn: indiaToday })).json());
    expect([set.followUpOn, set.followUpDue]).toEqual([indiaToday, true]);
    const due = await leadsOf(builder.token, '?due=true');
    expect([due.leads.map((l) => l._id), due.dueCount]).toEqual([[lead!._id], 1]);

    const tomorrowInIndia = new Date(evening.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    await change(builder.token, lead!._id, { followUpOn: tomorrowInIndia });
    expect(await leadsOf(builder.token, '?due=true')).toMatchObject({ leads: [], dueCount: 0 });

    await change(builder.token, lead!._id, { followUpOn: indiaToday, stage: 'won' });
    expect((await leadsOf(builder.token, '?due=true')).leads).toEqual([]);
    expect((await leadsOf(builder.token, '?stage=won')).leads).toHaveLength(1);
    expect((await leadsOf(builder.token, '?stage=new')).leads).toHaveLength(0);
    expect((await leadsOf(builder.token, `?property=${projects[1]!._id}`)).leads).toHaveLength(1);
    expect((await leadsOf(builder.token, '?property=no-such-project')).leads).toHaveLength(0);
    const cleared = leadSchema.parse((await change(builder.token, lead!._id, { followUpOn: null })).json());
    expect(cleared).not.toHaveProperty('followUpOn');
    const badFilter = await call('GET', `${apiPaths.myLeads}?stage=sold`, builder.token);
    expect(badFilter.statusCode).toBe(400);
  });

  it("an owner never sees nor changes another owner's leads; a buyer has none; no sign-in is 401", async () => {
    const [lead] = (await leadsOf(builder.token)).leads;
    expect(await leadsOf(otherBuilder.token)).toEqual({ leads: [], properties: [], dueCount: 0 });
    const theirs = await change(otherBuilder.token, lead!._id, { stage: 'won', note: 'mine now' });
    expect([theirs.statusCode, theirs.json()]).toEqual([404, { message: 'Lead not found' }]);
    expect(await csvOf(otherBuilder.token)).not.toContain('Asha Rao');
    // Nor may the other builder read or answer the thread.
    const thread = await call('POST', apiPaths.inquiryMessages(lead!.interests[0]!.inquiryId), otherBuilder.token, {
      text: 'Hello',
    });
    expect(thread.statusCode).toBe(404);

    const asBuyer = await call('GET', apiPaths.myLeads, buyer.token);
    expect([asBuyer.statusCode, asBuyer.json()]).toEqual([
      403,
      { message: 'Only sellers, agents and builders have leads' },
    ]);
    expect((await call('GET', apiPaths.myLeadsExport, buyer.token)).statusCode).toBe(403);
    expect((await call('GET', apiPaths.myLeads)).statusCode).toBe(401);
    const untouched = (await leadsOf(builder.token)).leads[0]!;
    expect(untouched.note).not.toBe('mine now');

    // A seller's leads are their own: the buyer's inquiry on a listing is another lead, of the seller.
    const seller = await t.signUp('Seller');
    const listing = await createListing(t.app, seller.token);
    await approveListing(t.app, await staffToken(t), listing._id);
    const asked = await call('POST', apiPaths.listingInquiries(listing._id), buyer.token, {
      name: 'Asha Rao',
      message: 'Is parking included?',
    });
    expect(asked.statusCode).toBe(201);
    const sellers = await leadsOf(seller.token);
    expect(sellers.leads.map((l) => l.interests.map((i) => [i.kind, i.title]))).toEqual([[['listing', listing.title]]]);
    expect((await leadsOf(builder.token)).leads.flatMap((l) => l.interests).map((i) => i.kind)).not.toContain(
      'listing',
    );
  });

  it('the CSV has a row per lead, the phone only while shared, and cells that cannot run as formulas', async () => {
    const sly = await t.signUp('Buyer', { name: 'Sly Buyer' });
    await askAbout(projects[1]!, { name: '=HYPERLINK("http://evil.example","Click")', message: 'Hi' }, sly.token);
    const [slyLead] = (await leadsOf(builder.token, '?stage=new')).leads;
    await change(builder.token, slyLead!._id, { note: 'Said "maybe", call back,\nafter Diwali' });

    const csv = await csvOf(builder.token);
    expect(
      csv.startsWith(
        '\uFEFFBuyer,Phone,Phone shared on,Stage,Lost reason,Follow-up on,Note,Interests,First asked on,Last asked on\r\n',
      ),
    ).toBe(true);
    const rows = csv.slice(1).split('\r\n');
    expect(rows).toHaveLength(4); // the header, two leads, and the end of the last line
    expect(rows[3]).toBe('');
    const slyRow = rows.find((row) => row.includes('HYPERLINK'))!;
    // The formula is text (a ' before it), quoted for its quotes and comma; the note keeps its line break.
    expect(
      slyRow.startsWith(
        `"'=HYPERLINK(""http://evil.example"",""Click"")",,,New,,,"Said ""maybe"", call back,\nafter Diwali",${projects[1]!.projectName},`,
      ),
    ).toBe(true);
    const ashaRow = csv.split('\r\n').find((row) => row.startsWith('Asha Rao'))!;
    expect(ashaRow).toMatch(/^Asha Rao,9123456780,\d{4}-\d{2}-\d{2},Won,/);
    // Each project once, the latest asked first.
    expect(ashaRow).toContain([projects[0]!, projects[2]!, projects[1]!].map((p) => p.projectName).join('; '));

    // Withdrawn, the number leaves the lead and the file.
    const shared = (await call('GET', apiPaths.sentInquiries, buyer.token))
      .json<{ _id: string; sharedPhone?: string }[]>()
      .filter((i) => i.sharedPhone);
    for (const inquiry of shared) await call('DELETE', apiPaths.inquiryPhoneConsent(inquiry._id), buyer.token);
    expect(await csvOf(builder.token)).not.toContain('9123456780');
    expect(JSON.stringify(await leadsOf(builder.token))).not.toContain('9123456780');
    // The filters apply to the file as to the list.
    const onlyNew = await csvOf(builder.token, '?stage=new');
    expect(onlyNew).toContain('HYPERLINK');
    expect(onlyNew).not.toContain('Asha Rao');
  });

  it('answers 404 for a project that is not live and 403 for an owner asking', async () => {
    const waiting = await createProject(t.app, builder.token, 'villa');
    const notLive = await call('POST', apiPaths.projectInquiries(waiting._id), buyer.token, {
      name: 'Asha Rao',
      message: 'Hi',
    });
    expect([notLive.statusCode, notLive.json()]).toEqual([404, { message: 'Property not found' }]);
    const byBuilder = await call('POST', apiPaths.projectInquiries(projects[0]!._id), otherBuilder.token, {
      name: 'Builder',
      message: 'Hi',
    });
    expect([byBuilder.statusCode, byBuilder.json()]).toEqual([403, { message: 'Only buyers can send inquiries' }]);
  });
});

/** docs/leads.md#response-time: the public badge's figure, computed by the server. */
describe.each(testDatabaseKinds())('response time on $name', (kind) => {
  let t: TestApp;
  let builder: Session;
  let project: BuilderProject;
  beforeAll(async () => {
    t = await startTestApp(kind);
    builder = await t.signUp('Builder');
    project = await createProject(t.app, builder.token, 'flat');
    await t.app.services.db
      .update(builderProjects)
      .set({ reviewState: 'approved' })
      .where(eq(builderProjects.id, project._id));
  });
  afterAll(() => t.close());

  const MINUTE = 60_000;
  const portfolio = async () =>
    builderProfileSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/builders/username/${builder.username}` })).json(),
    );
  /** A new buyer asks; the builder answers after `minutes` (or never), the clock moved past it. */
  const inquiryAnswered = async (minutes: number | null) => {
    const buyer = await t.signUp('Buyer');
    const asked = await t.app.inject({
      method: 'POST',
      url: apiPaths.projectInquiries(project._id),
      headers: bearer(buyer.token),
      payload: { name: 'A buyer', message: 'Hello' },
    });
    const id = asked.json<Lead & { _id: string }>()._id;
    if (minutes === null) return;
    t.clock.advance(minutes * MINUTE);
    await t.app.inject({
      method: 'POST',
      url: apiPaths.inquiryMessages(id),
      headers: bearer(builder.token),
      payload: { text: 'Thank you, here are the details.' },
    });
  };

  it('is hidden below 5 inquiries, then shows the median (rounded up); unanswered ones count as never', async () => {
    // Half a minute short of whole ones: the real time the requests take stays inside the rounding.
    for (const minutes of [29.5, 89.5, 199.5, 44.5]) await inquiryAnswered(minutes);
    // Four: hidden, though all four were answered.
    expect(await portfolio()).not.toHaveProperty('responseTime');
    await inquiryAnswered(125);
    // 29.5, 44.5, 89.5, 125, 199.5 minutes: the median, 89.5, rounded up.
    expect((await portfolio()).responseTime).toEqual({ medianMinutes: 90 });
    // The same read through the project's builder card.
    const page = await t.app.inject({ method: 'GET', url: `/api/builder-properties/${project._id}` });
    expect(page.json<{ builder: { responseTime?: unknown } }>().builder.responseTime).toEqual({ medianMinutes: 90 });
    // A sixth, unanswered (never): 89.5 and 125 in the middle of six give 107.25, rounded up.
    await inquiryAnswered(null);
    expect((await portfolio()).responseTime).toEqual({ medianMinutes: 108 });
    // Five of ten unanswered: the middle two are 199.5 and never, no median to show.
    for (let i = 0; i < 4; i += 1) await inquiryAnswered(null);
    expect(await portfolio()).not.toHaveProperty('responseTime');
  });

  it('counts only the last 90 days', async () => {
    t.clock.advance(91 * 24 * 60 * MINUTE);
    // The builder's session has long expired: signed in again.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: builder.email, password: PASSWORD, role: 'Builder' },
    });
    builder = login.json<Session>();
    for (const minutes of [9.5, 19.5, 29.5, 39.5, 49.5]) await inquiryAnswered(minutes);
    // The ten older ones (five never answered) are out of the window.
    expect((await portfolio()).responseTime).toEqual({ medianMinutes: 30 });
  });

  it('moves on each night without any event: an owner whose inquiries grow old loses the figure', async () => {
    // Four days on, the five are still in the window: the nightly run keeps the figure.
    t.clock.advance(4 * 24 * 60 * MINUTE);
    await t.app.services.jobs.runDue();
    expect((await portfolio()).responseTime).toEqual({ medianMinutes: 30 });
    // 90 days after them, with no inquiry or reply since, they are out, and so is the figure.
    t.clock.advance(87 * 24 * 60 * MINUTE);
    await t.app.services.jobs.runDue();
    expect(await portfolio()).not.toHaveProperty('responseTime');
  });
});

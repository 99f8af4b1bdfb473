import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startProduct, stopStarted } from './serverUnderTest';

/**
 * Issue #35's lead journey on the built app and the real server (docs/leads.md): a buyer asks the demo
 * builder about a project from its page, sharing their number; the builder is e-mailed (the local
 * outbox) with the way to the Leads page, opens it from the dashboard, replies in the thread (the lead
 * becomes Contacted) and offers visits by setting the project's visiting hours; the buyer books a slot
 * from the project's page (no phone number needed), the builder is e-mailed and sees it; the day
 * before, both are reminded; after the slot the builder marks it visited (the lead is Visited) and
 * moves the lead to Negotiating; the buyer reads the reply on their dashboard. The server's clock is
 * moved by the dev route (docs/api.md), never waited for.
 */
let product: Awaited<ReturnType<typeof startProduct>>;
beforeAll(async () => {
  product = await startProduct({ RATE_LIMIT_LOGIN: '100' });
});
afterAll(stopStarted);

const PROJECT = 'Skyline Heights';
const BUILDER = 'builder@nivaas.test';
const BUYER = 'buyer@nivaas.test';
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const QUESTION = 'Is a 3 BHK on a high floor still available? We would like to visit.';
const ANSWER = 'Yes, two on the 12th floor. The show flat is open on Sunday.';

interface Mail {
  to: string;
  subject: string;
  text: string;
}
/** The e-mails to an address once the jobs due (the notification mails) have run. */
async function mailsTo(email: string) {
  await fetch(`${product.origin}/api/dev/jobs/run`, { method: 'POST' });
  const outbox = (await (await fetch(`${product.origin}/api/dev/outbox`)).json()) as { messages: Mail[] };
  return outbox.messages.filter((message) => message.to === email);
}
const subjectsTo = async (email: string) => (await mailsTo(email)).map((mail) => mail.subject);
const moveClock = (advanceMs: number) =>
  fetch(`${product.origin}/api/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  });

describe("a builder's lead on the real server", () => {
  it('is asked from the project page, e-mailed to the builder, answered, visited in a booked slot and moved to negotiating', async () => {
    const buyerContext = await product.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const buyer = await buyerContext.newPage();
    await signIn(buyer, product.origin, BUYER, 'Buyer', '/buyer');
    await buyer.goto(`${product.origin}/builder/skyline-developers`);
    await buyer.getByRole('link', { name: `View Details of ${PROJECT}` }).click();
    await buyer.getByRole('heading', { level: 1, name: PROJECT }).waitFor();
    const form = buyer.getByRole('form', { name: `Ask the builder about ${PROJECT}` });
    await form.getByRole('textbox', { name: 'Your name' }).fill('Priya Sharma');
    // docs/listings.md#inquiry-phone-consent: the number only with the box ticked (through its label, as a person does).
    await form.getByText('Share my phone number with this builder', { exact: true }).click();
    await form.getByRole('textbox', { name: 'Mobile number' }).fill('9812345678');
    await form.getByRole('textbox', { name: 'Message' }).fill(QUESTION);
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await buyer.getByText('Inquiry sent').waitFor();

    // The builder's e-mail, with the way to the Leads page.
    await expect.poll(() => subjectsTo(BUILDER)).toContain(`Priya Sharma asked about "${PROJECT}"`);
    const mail = (await mailsTo(BUILDER)).find((m) => m.subject === `Priya Sharma asked about "${PROJECT}"`)!;
    expect(mail.text).toContain('/builder/leads');

    const builderContext = await product.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const builder = await builderContext.newPage();
    await signIn(builder, product.origin, BUILDER, 'Builder', '/builder');
    // The top bar keeps the spec's links; the Leads page is in the workspace.
    const bar = builder.getByRole('navigation', { name: 'Main' });
    expect(await bar.getByRole('link', { name: 'Leads' }).count()).toBe(0);
    await builder.getByRole('main').getByRole('link', { name: 'Leads' }).click();
    await builder.waitForURL(`${product.origin}/builder/leads`);
    const lead = builder.getByRole('article', { name: 'Priya Sharma' });
    await lead.getByText(QUESTION).waitFor();
    expect(await lead.getByRole('link', { name: 'Call Priya Sharma on 9812345678' }).getAttribute('href')).toBe(
      'tel:+919812345678',
    );
    const head = lead.getByRole('heading', { level: 2, name: 'Priya Sharma' }).locator('..');
    await head.getByText('New', { exact: true }).waitFor();

    // The reply goes in the thread; the lead is contacted.
    const thread = lead.getByRole('group', { name: `Conversation with Priya Sharma about ${PROJECT}` });
    await thread.getByRole('textbox', { name: 'Your reply' }).fill(ANSWER);
    await thread.getByRole('button', { name: 'Send reply' }).click();
    await thread.getByText(ANSWER).waitFor();
    await head.getByText('Contacted', { exact: true }).waitFor();

    // The builder offers visits: the project's visiting hours, from the Leads page.
    await builder.getByRole('link', { name: 'Visiting hours' }).click();
    await builder.waitForURL(`${product.origin}/builder/visiting-hours`);
    await builder.getByRole('button', { name: /Which project/ }).click();
    await builder.getByRole('option', { name: PROJECT, exact: true }).click();
    const hours = builder.getByRole('form', { name: `Visiting hours of ${PROJECT}` });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await hours.getByRole('button', { name: day }).click();
    await hours.getByRole('textbox', { name: 'From', exact: true }).fill('00:00');
    await hours.getByRole('textbox', { name: 'To', exact: true }).fill('23:30');
    await hours.getByRole('button', { name: 'Save visiting hours' }).click();
    await builder.getByText('Visiting hours saved. Buyers can now book a slot.').waitFor();

    // The buyer books the last slot of the day after tomorrow from the project's page.
    await buyer.reload();
    await buyer.getByRole('heading', { level: 1, name: PROJECT }).waitFor();
    await buyer.getByRole('button', { name: 'Schedule a visit' }).click();
    await buyer.getByRole('group', { name: 'Day' }).getByRole('radio').nth(2).check();
    await buyer.getByRole('group', { name: 'Time (India)' }).getByRole('radio').last().check();
    await buyer.getByRole('button', { name: 'Book visit' }).click();
    await buyer.getByText('Visit booked').waitFor();
    // The booking joins the inquiry's thread, whose mail went minutes ago: at most one mail per thread
    // per 15 minutes (docs/notifications.md#batching), so it leaves once they have passed.
    await moveClock(15 * MINUTE);
    await expect
      .poll(() => subjectsTo(BUILDER))
      .toContainEqual(expect.stringMatching(new RegExp(`^Priya Sharma booked a site visit to "${PROJECT}"`)));

    // The builder sees it with the lead, which is now Visit booked.
    await builder.goto(`${product.origin}/builder/leads`);
    await head.getByText('Visit booked', { exact: true }).waitFor();
    const visit = lead.getByRole('region', { name: new RegExp(`^Site visit to ${PROJECT}`) });
    await visit.getByText('Booked', { exact: true }).waitFor();
    expect(await visit.getByRole('button', { name: 'Mark visited' }).count()).toBe(0);

    // A day on, the visit is tomorrow: both are reminded.
    await moveClock(DAY);
    await expect.poll(() => subjectsTo(BUYER)).toContainEqual(expect.stringMatching(/^Reminder: your site visit/));
    expect(await subjectsTo(BUILDER)).toContainEqual(expect.stringMatching(/^Reminder: Priya Sharma visits/));

    // After the slot, the builder marks it visited; the lead is Visited.
    await moveClock(2 * DAY);
    await builder.reload();
    await visit.getByRole('button', { name: 'Mark visited' }).click();
    await visit.getByText('Visited', { exact: true }).waitFor();
    await builder.reload();
    await head.getByText('Visited', { exact: true }).waitFor();

    // Moved to negotiating, with a note and a follow-up; it stays so after a reload.
    await lead.getByRole('button', { name: /Stage$/ }).click();
    await builder.getByRole('option', { name: 'Negotiating', exact: true }).click();
    await lead.getByRole('textbox', { name: 'Private note' }).fill('Wants a high floor; call after the visit.');
    await lead.getByRole('button', { name: 'Save lead' }).click();
    await builder.getByText('Lead saved').waitFor();
    await builder.reload();
    await head.getByText('Negotiating', { exact: true }).waitFor();
    expect(await lead.getByRole('textbox', { name: 'Private note' }).inputValue()).toBe(
      'Wants a high floor; call after the visit.',
    );
    await builderContext.close();

    // The buyer reads the builder's answer among their inquiries.
    await buyer.goto(`${product.origin}/buyer`);
    const sent = buyer.getByRole('list', { name: 'Your inquiries' }).getByRole('article', { name: PROJECT });
    await sent.getByText(ANSWER).waitFor();
    await buyerContext.close();
  });
});

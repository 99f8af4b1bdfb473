import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startProduct, stopStarted } from './serverUnderTest';

/**
 * Issue #35's site visit on the built app and the real server (docs/leads.md#site-visits): the demo
 * builder sets a project's visiting hours from the Leads page; a buyer books a slot from the
 * project's page (no phone number); the builder is e-mailed and sees the visit on the Leads page;
 * the day before, both are reminded; after the slot the builder marks it visited and the lead moves
 * to Visited. The server's clock is moved by the dev route, never waited for.
 */
let product: Awaited<ReturnType<typeof startProduct>>;
beforeAll(async () => {
  product = await startProduct({ RATE_LIMIT_LOGIN: '100' });
});
afterAll(stopStarted);

const PROJECT = 'Skyline Heights';
const BUILDER = 'builder@nivaas.test';
const BUYER = 'buyer@nivaas.test';
const DAY = 24 * 60 * 60 * 1000;

interface Mail {
  to: string;
  subject: string;
  text: string;
}
async function mailsTo(email: string) {
  await fetch(`${product.origin}/api/dev/jobs/run`, { method: 'POST' });
  const outbox = (await (await fetch(`${product.origin}/api/dev/outbox`)).json()) as { messages: Mail[] };
  return outbox.messages.filter((message) => message.to === email).map((m) => m.subject);
}
const moveClock = (advanceMs: number) =>
  fetch(`${product.origin}/api/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  });

describe('a site visit on the real server', () => {
  it('is offered in visiting hours, booked by a buyer, reminded the day before and marked visited', async () => {
    const builderContext = await product.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const builder = await builderContext.newPage();
    await signIn(builder, product.origin, BUILDER, 'Builder', '/builder');
    await builder.getByRole('main').getByRole('link', { name: 'Leads' }).click();
    await builder.getByRole('link', { name: 'Visiting hours' }).click();
    await builder.waitForURL(`${product.origin}/builder/visiting-hours`);
    await builder.getByRole('button', { name: /Which project/ }).click();
    await builder.getByRole('option', { name: PROJECT, exact: true }).click();
    const form = builder.getByRole('form', { name: `Visiting hours of ${PROJECT}` });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await form.getByRole('button', { name: day }).click();
    await form.getByRole('textbox', { name: 'From', exact: true }).fill('00:00');
    await form.getByRole('textbox', { name: 'To', exact: true }).fill('23:30');
    await form.getByRole('button', { name: 'Save visiting hours' }).click();
    await builder.getByText('Visiting hours saved. Buyers can now book a slot.').waitFor();

    // The buyer books the last slot of the day after tomorrow from the project's page.
    const buyerContext = await product.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const buyer = await buyerContext.newPage();
    await signIn(buyer, product.origin, BUYER, 'Buyer', '/buyer');
    await buyer.goto(`${product.origin}/builder/skyline-developers`);
    await buyer.getByRole('link', { name: `View Details of ${PROJECT}` }).click();
    await buyer.getByRole('heading', { level: 1, name: PROJECT }).waitFor();
    await buyer.getByRole('button', { name: 'Schedule a visit' }).click();
    await buyer.getByRole('group', { name: 'Day' }).getByRole('radio').nth(2).check();
    await buyer.getByRole('group', { name: 'Time (India)' }).getByRole('radio').last().check();
    await buyer.getByRole('button', { name: 'Book visit' }).click();
    await buyer.getByText('Visit booked').waitFor();
    await expect
      .poll(() => mailsTo(BUILDER))
      .toContainEqual(expect.stringMatching(new RegExp(`^Priya Sharma booked a site visit to "${PROJECT}"`)));

    // The builder sees it in the lead's thread on the Leads page.
    await builder.goto(`${product.origin}/builder/leads`);
    const lead = builder.getByRole('article', { name: 'Priya Sharma' });
    const head = lead.getByRole('heading', { level: 2, name: 'Priya Sharma' }).locator('..');
    await head.getByText('Visit booked', { exact: true }).waitFor();
    const visit = lead.getByRole('region', { name: new RegExp(`^Site visit to ${PROJECT}`) });
    await visit.getByText('Booked', { exact: true }).waitFor();
    expect(await visit.getByRole('button', { name: 'Mark visited' }).count()).toBe(0);

    // A day on: the visit is tomorrow, and both are reminded.
    await moveClock(DAY);
    await expect.poll(() => mailsTo(BUYER)).toContainEqual(expect.stringMatching(/^Reminder: your site visit/));
    expect(await mailsTo(BUILDER)).toContainEqual(expect.stringMatching(/^Reminder: Priya Sharma visits/));

    // After the slot, the builder marks it visited; the lead is Visited.
    await moveClock(2 * DAY);
    await builder.reload();
    await visit.getByRole('button', { name: 'Mark visited' }).click();
    await visit.getByText('Visited', { exact: true }).waitFor();
    await builder.reload();
    await head.getByText('Visited', { exact: true }).waitFor();
    await builderContext.close();
    await buyerContext.close();
  });
});

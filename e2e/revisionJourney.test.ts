import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startProduct, stopStarted } from './serverUnderTest';

/**
 * Issue #32's journey on the built app and the real server (docs/review.md#revisions): a builder
 * edits a live project; a signed-out visitor and a buyer who keeps it among favourites still see
 * the published version; staff read what changed and approve; both then see the new version.
 */
let product: Awaited<ReturnType<typeof startProduct>>;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(stopStarted);

const PROJECT = 'Skyline Heights';
const ADDED = 'A rooftop clubhouse opens with the second tower.';

async function projectPage(page: Page) {
  await page.goto(`${product.origin}/builder/skyline-developers`);
  await page.getByRole('link', { name: `View Details of ${PROJECT}` }).click();
  await page.getByRole('heading', { level: 1, name: PROJECT }).waitFor();
  return page.getByRole('main').innerText();
}

describe('an edit of a live project', () => {
  it('keeps the published version public until staff approve what changed', async () => {
    const builder = await product.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(builder, product.origin, 'builder@nivaas.test', 'Builder', '/builder');
    await builder.goto(`${product.origin}/builder/properties`);
    await builder.getByRole('link', { name: `Edit ${PROJECT}` }).click();
    const description = builder.getByRole('textbox', { name: 'Project Description' });
    await description.waitFor();
    const before = await description.inputValue();
    await description.fill(`${before} ${ADDED}`);
    for (let step = 2; step <= 5; step += 1) {
      await builder.getByRole('button', { name: 'Continue' }).click();
      await builder.getByText(`Step ${step} of 5`).waitFor();
    }
    await builder.getByRole('button', { name: 'Update Property' }).click();
    await builder.waitForURL(`${product.origin}/builder/properties`);
    const row = builder.getByRole('article', { name: PROJECT });
    await row.getByText(/Your changes of \d+ \w+ are waiting for review/).waitFor();

    // The public and a buyer with it among favourites read the published version.
    const visitor = await product.browser.newPage({ viewport: { width: 375, height: 812 } });
    const published = await projectPage(visitor);
    expect(published).toContain(before);
    expect(published).not.toContain(ADDED);
    const buyer = await product.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(buyer, product.origin, 'buyer@nivaas.test', 'Buyer', '/buyer');
    const favourites = buyer.getByRole('list', { name: 'Favourites' });
    await favourites.getByText(PROJECT).waitFor();
    const kept = await favourites.getByRole('listitem').count();
    expect(await projectPage(buyer)).not.toContain(ADDED);

    // Staff read what changed and approve it.
    const staff = await product.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(staff, product.origin, 'staff@nivaas.test', 'Buyer', '/buyer');
    await staff.goto(`${product.origin}/staff/review`);
    const waiting = staff.getByRole('article', { name: PROJECT });
    await waiting.getByText(ADDED, { exact: false }).waitFor();
    await waiting.getByRole('button', { name: `Approve ${PROJECT}` }).click();
    await staff.getByText(`Changes to ${PROJECT} are live`).waitFor();

    expect(await projectPage(visitor)).toContain(ADDED);
    await buyer.goto(`${product.origin}/buyer`);
    await favourites.getByText(PROJECT).waitFor();
    expect(await favourites.getByRole('listitem').count()).toBe(kept);
    expect(await projectPage(buyer)).toContain(ADDED);
    await builder.reload();
    await builder.getByRole('article', { name: PROJECT }).getByText('Live', { exact: true }).waitFor();
    expect(await builder.getByRole('article', { name: PROJECT }).innerText()).not.toMatch(/waiting for review/);
  });
});

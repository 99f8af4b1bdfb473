import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngPhoto, signIn, startProduct, stopStarted } from './serverUnderTest';

/**
 * Issue 10's journey on the built app and the real server: a builder posts a project with real
 * photos through the wizard, sees it pending, the review team approves it, and the public
 * portfolio shows it.
 */
let product: Awaited<ReturnType<typeof startProduct>>;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(stopStarted);

const PROJECT = 'Lakeview Residency';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function next(page: Page, step: number) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText(`Step ${step} of 5`).waitFor();
}

async function postFlatProject(page: Page) {
  await page.getByRole('radio', { name: /^Residential / }).check({ force: true });
  await page.getByRole('radio', { name: /^Flat / }).check({ force: true });
  await choose(page, 'Project Status', 'Under Construction');
  await choose(page, 'Expected Completion Timeline', 'Within 1 Year');
  await page.getByRole('textbox', { name: 'Project Name' }).fill(PROJECT);
  await page
    .getByRole('textbox', { name: 'Project Description' })
    .fill('Homes around a lake, ten minutes from the metro.');
  await next(page, 2);

  await page.getByRole('textbox', { name: 'Address' }).fill('42 Outer Ring Road');
  await choose(page, 'State', 'Karnataka');
  await choose(page, 'City', 'Bengaluru');
  await page.getByRole('textbox', { name: 'Area/Locality' }).fill('Bellandur');
  await page.getByRole('textbox', { name: 'Pincode' }).fill('560103');
  await next(page, 3);

  await page.getByRole('textbox', { name: 'Total Apartments' }).fill('120');
  await page.getByRole('textbox', { name: 'Total Floors', exact: true }).fill('15');
  await page.getByRole('textbox', { name: 'Flats per Floor' }).fill('8');
  const configuration = page.getByRole('group', { name: 'Configuration 1' });
  await configuration.getByRole('button', { name: /BHK Type$/ }).click();
  await page.getByRole('option', { name: '2 BHK', exact: true }).click();
  for (const [label, value] of [
    ['Bathrooms', '2'],
    ['Carpet Area (sq ft)', '950'],
    ['Built-up Area (sq ft)', '1100'],
    ['Super Built-up Area (sq ft)', '1250'],
    ['Price (₹)', '7800000'],
  ])
    await configuration.getByRole('textbox', { name: label, exact: true }).fill(value!);
  await next(page, 4);

  await page
    .getByLabel('Banner Photo', { exact: false })
    .first()
    .setInputFiles(await pngPhoto('front.png', '#c8561a'));
  await page
    .getByLabel('Blueprint Photos', { exact: false })
    .first()
    .setInputFiles(await pngPhoto('plan.png', '#1d4ed8'));
  await next(page, 5);
  await page.getByRole('button', { name: 'Create Property' }).click();
}

describe('a new project on the real server', () => {
  it('is posted with photos, waits for review, is approved by the team and appears on the portfolio', async () => {
    const builder = await product.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(builder, product.origin, 'builder@nivaas.test', 'Builder', '/builder');
    await builder.getByRole('heading', { name: 'Builder Dashboard' }).waitFor();
    await builder.getByRole('main').getByRole('link', { name: 'Post Builder Property' }).click();
    await builder.getByRole('heading', { name: 'Create New Property' }).waitFor();
    await postFlatProject(builder);
    await builder.getByText('Property posted successfully').waitFor();
    await builder.waitForURL(`${product.origin}/builder/properties`);
    const row = builder.getByRole('article', { name: PROJECT });
    await row.waitFor();
    expect(await row.innerText()).toContain('Pending Review');
    // Not public yet.
    const anonymous = await product.browser.newPage({ viewport: { width: 375, height: 812 } });
    await anonymous.goto(`${product.origin}/builder/skyline-developers`);
    await anonymous.getByRole('heading', { level: 1, name: 'Skyline Developers' }).waitFor();
    expect(await anonymous.getByText(PROJECT).count()).toBe(0);

    const staffContext = await product.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const staff = await staffContext.newPage();
    await signIn(staff, product.origin, 'staff@nivaas.test', 'Buyer', '/buyer');
    await staff.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Review Queue' }).click();
    await staff.getByRole('heading', { name: 'Review Queue' }).waitFor();
    const waiting = staff.getByRole('article', { name: PROJECT });
    expect(await waiting.innerText()).toContain('2 photos');
    await waiting.getByRole('button', { name: `Approve ${PROJECT}` }).click();
    await staff.getByText(`${PROJECT} is live`).waitFor();
    await staffContext.close();

    await builder.reload();
    await builder.getByRole('article', { name: PROJECT }).getByText('Live', { exact: true }).waitFor();
    await anonymous.reload();
    await anonymous.getByRole('heading', { name: PROJECT }).waitFor();
    // The uploaded banner is served back from the media store (a decorative image: alt is empty).
    const banner = anonymous.getByRole('article', { name: PROJECT }).locator('img');
    await banner.scrollIntoViewIfNeeded();
    await expect.poll(() => banner.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    // The public project page, from the portfolio card.
    await anonymous.getByRole('link', { name: `View Details of ${PROJECT}` }).click();
    await anonymous.getByRole('heading', { level: 1, name: PROJECT }).waitFor();
    expect(await anonymous.getByRole('region', { name: 'Flat configurations' }).innerText()).toContain('₹78.00 Lakh');
    await anonymous.close();
    await builder.close();
  });
});

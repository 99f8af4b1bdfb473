import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startProduct, stopStarted } from './serverUnderTest';

/** Journeys through the built app on the real server and real Chromium (issue 11 grows these). */
let product: Awaited<ReturnType<typeof startProduct>>;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(stopStarted);

/** The newest code mailed to the address; asks again until the mail is there (the click's request may still be under way). */
async function latestCode(email: string): Promise<string> {
  const mailedCode = async () => {
    const outbox = (await (await fetch(`${product.origin}/api/dev/outbox`)).json()) as {
      messages: Array<{ to: string; code?: string }>;
    };
    return outbox.messages.filter((message) => message.to === email).at(-1)?.code;
  };
  await expect.poll(mailedCode, { message: `no code was mailed to ${email}` }).toMatch(/^\d{6}$/);
  return (await mailedCode()) as string;
}

describe('a seller on the real server', () => {
  it('registers with the e-mailed code, signs out and signs in again', async () => {
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${product.origin}/register`);
    await page.getByRole('textbox', { name: /Full name/ }).fill('Kavya Nair');
    await page.getByRole('textbox', { name: /Email/ }).fill('kavya@example.in');
    await page.getByRole('textbox', { name: /Mobile number/ }).fill('98450 12345');
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('Ghar2026');
    await page.getByRole('radio', { name: 'Seller' }).check({ force: true });
    await page.getByRole('button', { name: 'Send verification code' }).click();
    const codeField = page.getByRole('textbox', { name: /Verification code/ });
    await codeField.waitFor();
    await codeField.fill(await latestCode('kavya@example.in'));
    await page.getByRole('button', { name: 'Verify and create account' }).click();
    await page.waitForURL(`${product.origin}/seller`);
    // The URL changes before the new page renders: wait for the dashboard itself.
    await page.getByRole('heading', { name: 'Seller Dashboard' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).innerText()).toContain('My Inquiries');

    await page.getByRole('button', { name: 'Profile menu for Kavya Nair' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Yes, Logout' }).click();
    await page.waitForURL(`${product.origin}/login`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.getByRole('textbox', { name: /Email/ }).fill('kavya@example.in');
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('Ghar2026');
    await page.getByRole('radio', { name: 'Agent' }).check({ force: true });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Invalid credentials or role.');
    await page.getByRole('radio', { name: 'Seller' }).check({ force: true });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${product.origin}/seller`);
    await page.close();
  });
});

describe('a builder registering on the real server', () => {
  it('names the company, which the public portfolio then shows (docs/portfolio.md#company-name)', async () => {
    const page = await product.browser.newPage({ viewport: { width: 412, height: 915 } });
    await page.goto(`${product.origin}/register`);
    await page.getByRole('textbox', { name: /Full name/ }).fill('Kabir Shah');
    await page.getByRole('textbox', { name: /Email/ }).fill('kabir@example.in');
    await page.getByRole('textbox', { name: /Mobile number/ }).fill('98450 54321');
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('Ghar2026');
    await page.getByRole('radio', { name: 'Builder' }).check({ force: true });
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await page.getByText('Please enter your company name').waitFor();
    await page.getByRole('textbox', { name: /Company name/ }).fill('Shah Estates');
    await page.getByRole('button', { name: 'Send verification code' }).click();
    const codeField = page.getByRole('textbox', { name: /Verification code/ });
    await codeField.waitFor();
    await codeField.fill(await latestCode('kabir@example.in'));
    await page.getByRole('button', { name: 'Verify and create account' }).click();
    await page.waitForURL(`${product.origin}/builder`);
    const { username } = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}') as {
      username?: string;
    };
    await page.goto(`${product.origin}/builder/${username}`);
    await page.getByRole('heading', { level: 1, name: 'Shah Estates' }).waitFor();
    await page.close();
  });
});

describe('anyone on the real server', () => {
  it('opens the demo builder portfolio with its sections', async () => {
    const page = await product.browser.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto(`${product.origin}/builder/skyline-developers`);
    await page.getByRole('heading', { level: 1, name: 'Skyline Developers' }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(
      expect.arrayContaining(['Completed Projects', 'Completing Soon', 'Under Construction', 'Upcoming Projects']),
    );
    expect(await page.title()).toBe('Skyline Developers | Nivaas');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.close();
  });
});

describe('the demo builder on the real server', () => {
  it('opens the project wizard from the navigation', async () => {
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page, product.origin, 'builder@nivaas.test', 'Builder', '/builder');
    await page.getByRole('heading', { name: 'Builder Dashboard' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Post Builder Property' }).click();
    await page.waitForURL(`${product.origin}/post-builder-property`);
    await page.getByRole('heading', { name: 'Create New Property' }).waitFor();
    expect(await page.getByText('Step 1 of 5').first().isVisible()).toBe(true);
    await page.close();
  });
});

import type { Browser, Page } from 'playwright';
import { pngPhoto, signIn } from './serverUnderTest';

/** A react-aria Select: its trigger is named by its value, then its label. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export interface FlatForSale {
  title: string;
  /** BHK as the form offers it ('3 BHK'). */
  bhk: string;
  price: number;
  state: string;
  city: string;
  locality: string;
  pincode: string;
}

type Photo = Awaited<ReturnType<typeof pngPhoto>>;

/** Fills /post_property with a ready-to-move flat for sale and real photos (two small PNGs unless given), and posts it. */
export async function postFlat(page: Page, flat: FlatForSale, photos?: Photo[]) {
  await choose(page, 'Listing For', 'For Sale');
  await choose(page, 'Property Type', 'Flat');
  await page.getByRole('textbox', { name: 'Title' }).fill(flat.title);
  await choose(page, 'BHK', flat.bhk);
  for (const [label, value] of [
    ['Bathrooms', '3'],
    ['Built-up Area (sq ft)', '1650'],
    ['Carpet Area (sq ft)', '1400'],
    ['Price (₹)', String(flat.price)],
    ['Floor', '6'],
    ['Total Floors', '14'],
  ])
    await page.getByRole('textbox', { name: label, exact: true }).fill(value!);
  await choose(page, 'Furnishing', 'Semi-Furnished');
  await choose(page, 'Facing', 'North-East');
  await choose(page, 'Availability', 'Ready to Move');
  await page.getByRole('textbox', { name: 'Age of Property (years)' }).fill('3');
  await page.getByRole('button', { name: 'Lift & Elevator', exact: true }).click();
  await choose(page, 'State', flat.state);
  await choose(page, 'City', flat.city);
  await page.getByRole('textbox', { name: 'Locality' }).fill(flat.locality);
  await page.getByRole('textbox', { name: 'Pincode' }).fill(flat.pincode);
  await page
    .getByLabel('Property Photos', { exact: false })
    .first()
    .setInputFiles(photos ?? [await pngPhoto('living-room.png', '#c8561a'), await pngPhoto('balcony.png', '#1d4ed8')]);
  await page.getByRole('textbox', { name: 'Description' }).fill('Corner flat, two balconies, east light.');
  await page.getByRole('main').getByRole('button', { name: 'Post Property' }).click();
}

/** The Seller, signed in on their dashboard, posts the flat; it waits for review. */
export async function sellerPostsFlat(seller: Page, origin: string, flat: FlatForSale) {
  await seller.getByRole('main').getByRole('link', { name: 'Post Property' }).click();
  await seller.waitForURL(`${origin}/post_property`);
  await postFlat(seller, flat);
  await seller.getByText('Property posted successfully').waitFor();
  await seller.waitForURL(`${origin}/seller`);
  await seller.getByRole('article', { name: flat.title }).getByText('Pending Review').waitFor();
}

/** The demo staff member approves the listing from the review queue, in a browser context of their own. */
export async function staffApprovesListing(browser: Browser, origin: string, title: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await context.newPage();
  await signIn(staff, origin, 'staff@nivaas.test', 'Buyer', '/buyer');
  await staff.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Review Queue' }).click();
  await staff.getByRole('tab', { name: /^Listings/ }).click();
  await staff.getByRole('button', { name: `Approve ${title}` }).click();
  await staff.getByText(`${title} is live`).waitFor();
  await context.close();
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerPostsFlat, staffApprovesListing, type FlatForSale } from './listingSteps';
import { signIn, startProduct, stopStarted } from './serverUnderTest';

/**
 * Issue #22's journey on a 375 px phone, on the built app and the real server: a buyer searches by
 * picking a locality the box suggests and saves the search; a seller posts a matching flat and the
 * review team approves it; the alert jobs (docs/listings.md#alert-matching, docs/jobs.md) mail the buyer one
 * digest, whose link opens the flat; the buyer keeps another flat of the search as a favourite and
 * compares the two side by side (docs/listings.md#compare).
 */
let product: Awaited<ReturnType<typeof startProduct>>;
beforeAll(async () => {
  product = await startProduct({ RATE_LIMIT_LOGIN: '100' });
});
afterAll(stopStarted);

const NEW_FLAT: FlatForSale = {
  title: 'Garden-Facing 3 BHK Flat in Baner',
  bhk: '3 BHK',
  price: 16_500_000,
  state: 'Maharashtra',
  city: 'Pune',
  locality: 'Baner',
  pincode: '411045',
};
/** The demo Seller's flat in Baner (server/seed/demoListings.ts), approved from the start: ₹1.48 Cr. */
const SEEDED_FLAT = '3 BHK in Baner, Possession 2027';
const SEARCH_NAME = 'Flats in Baner';
const BUYER = 'buyer@nivaas.test';

interface Mail {
  to: string;
  subject: string;
  text: string;
}
const mailsTo = async (email: string) => {
  const outbox = (await (await fetch(`${product.origin}/api/dev/outbox`)).json()) as { messages: Mail[] };
  return outbox.messages.filter((message) => message.to === email);
};

describe('a buyer on a phone, on the real server', () => {
  it('saves a search picked from suggestions, gets the alert of a new match, opens it and compares it with a favourite', async () => {
    const buyerContext = await product.browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const buyer = await buyerContext.newPage();
    await signIn(buyer, product.origin, BUYER, 'Buyer', '/buyer');
    await buyer.goto(`${product.origin}/properties`);
    await buyer.getByRole('button', { name: 'Filters', exact: true }).click();
    const filters = buyer.getByRole('search', { name: 'Filters' });
    await filters.getByRole('button', { name: /City$/ }).click();
    await buyer.getByRole('option', { name: 'Pune', exact: true }).click();
    await filters.getByRole('button', { name: 'Flat', exact: true }).click();
    // Typed as a person types; the box suggests the approved localities of Pune that start so.
    const place = filters.getByRole('combobox', { name: 'Locality or project' });
    await place.scrollIntoViewIfNeeded();
    await place.pressSequentially('Ban');
    const suggestion = buyer.getByRole('option', { name: /^Baner/ });
    await suggestion.waitFor();
    expect(await suggestion.innerText()).toMatch(/Pune · \d+ propert(y|ies)/);
    // Picked with the keyboard, as the list is announced to a screen reader.
    await place.press('ArrowDown');
    await place.press('Enter');
    await expect.poll(() => place.inputValue()).toBe('Baner');
    // On a phone the sheet keeps the choices as a draft until its button, with the count, shows them.
    await buyer.getByRole('button', { name: /^Show \d+ propert(y|ies)$/ }).click();
    await expect.poll(() => new URL(buyer.url()).searchParams.toString()).toBe('city=Pune&q=Baner&type=flat');
    await buyer.getByRole('article', { name: SEEDED_FLAT }).waitFor();
    expect(await buyer.getByRole('article', { name: NEW_FLAT.title }).count()).toBe(0);

    await buyer.getByRole('button', { name: 'Save search' }).click();
    const dialog = buyer.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(SEARCH_NAME);
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await buyer.getByText(`Saved "${SEARCH_NAME}"`).waitFor();

    const sellerContext = await product.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const seller = await sellerContext.newPage();
    await signIn(seller, product.origin, 'seller@nivaas.test', 'Seller', '/seller');
    await sellerPostsFlat(seller, product.origin, NEW_FLAT);
    await sellerContext.close();
    expect(await mailsTo(BUYER)).toEqual([]);
    await staffApprovesListing(product.browser, product.origin, NEW_FLAT.title);

    // The approval queued an alert-match job; the dev-only call answers once the jobs due are done.
    expect((await fetch(`${product.origin}/api/dev/jobs/run`, { method: 'POST' })).status).toBe(200);
    const [alert, ...more] = await mailsTo(BUYER);
    expect(more).toEqual([]);
    expect(alert!.subject).toBe(`New on Nivaas for "${SEARCH_NAME}"`);
    expect(alert!.text).toContain(`A new property matches your saved search "${SEARCH_NAME}"`);
    expect(alert!.text).not.toContain(SEEDED_FLAT);
    const link = new RegExp(`- ${NEW_FLAT.title}: (\\S+)`).exec(alert!.text)?.[1];
    expect(link).toMatch(new RegExp(`^${product.origin}/property-detail/`));

    await buyer.goto(link!);
    await buyer.getByRole('heading', { level: 1, name: NEW_FLAT.title }).waitFor();
    await buyer.getByText('₹1.65 Cr', { exact: true }).first().waitFor();

    // Back to the saved search from the dashboard: the new flat is in it now, beside the seeded one.
    await buyer.goto(`${product.origin}/buyer`);
    await buyer.getByRole('link', { name: `Open ${SEARCH_NAME}` }).click();
    const newCard = buyer.getByRole('article', { name: NEW_FLAT.title });
    const seededCard = buyer.getByRole('article', { name: SEEDED_FLAT });
    await newCard.waitFor();
    await seededCard.getByRole('button', { name: `Save ${SEEDED_FLAT}` }).click();
    await expect
      .poll(() => seededCard.getByRole('button', { name: `Save ${SEEDED_FLAT}` }).getAttribute('aria-pressed'))
      .toBe('true');
    await newCard.getByRole('button', { name: `Add ${NEW_FLAT.title} to compare` }).click();

    // The favourite joins the comparison from the dashboard's favourites.
    await buyer.goto(`${product.origin}/buyer`);
    const favourite = buyer
      .getByRole('list', { name: 'Favourites' })
      .getByRole('listitem')
      .filter({ hasText: SEEDED_FLAT });
    await favourite.getByRole('button', { name: `Add ${SEEDED_FLAT} to compare` }).click();
    await buyer.getByRole('region', { name: 'Compare tray' }).getByRole('link', { name: 'Compare (2)' }).click();
    await buyer.waitForURL(/\/compare\?ids=/);
    // docs/routes.md#tables-on-phones: on a phone the comparison is one card per property, no table.
    const comparison = buyer.getByRole('region', { name: 'Comparison' });
    await comparison.getByRole('link', { name: SEEDED_FLAT }).waitFor();
    expect(await buyer.getByRole('table').count()).toBe(0);
    const cards = comparison.getByRole('listitem');
    expect(await cards.getByRole('heading').allInnerTexts()).toEqual([
      expect.stringContaining(NEW_FLAT.title),
      expect.stringContaining(SEEDED_FLAT),
    ]);
    expect(await cards.getByLabel('Price', { exact: true }).allInnerTexts()).toEqual(['₹1.65 Cr', '₹1.48 Cr']);
    await buyerContext.close();
  });
});

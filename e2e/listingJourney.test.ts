import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerPostsFlat, staffApprovesListing, type FlatForSale } from './listingSteps';
import { signIn, startProduct, stopStarted } from './serverUnderTest';

/**
 * Issue 9's journey on the built app and the real server: a seller posts a listing with real photos,
 * the review team approves it, a buyer finds it with filters, keeps it as a favourite and sends an
 * inquiry with their number shared; the seller sees it and answers in the thread; the buyer sees the
 * reply counted in the bar and stops sharing the number (issue #21), which the seller then no longer sees.
 */
let product: Awaited<ReturnType<typeof startProduct>>;
beforeAll(async () => {
  product = await startProduct({ RATE_LIMIT_LOGIN: '100' });
});
afterAll(stopStarted);

const TITLE = 'Sunlit 3 BHK Flat in Indiranagar';

const FLAT: FlatForSale = {
  title: TITLE,
  bhk: '3 BHK',
  price: 24_500_000,
  state: 'Karnataka',
  city: 'Bengaluru',
  locality: 'Indiranagar',
  pincode: '560038',
};

describe('a listing on the real server', () => {
  it('is posted, approved, found with filters, kept as a favourite, and its inquiry reaches the seller', async () => {
    const sellerContext = await product.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const seller = await sellerContext.newPage();
    await signIn(seller, product.origin, 'seller@nivaas.test', 'Seller', '/seller');
    await sellerPostsFlat(seller, product.origin, FLAT);

    await staffApprovesListing(product.browser, product.origin, TITLE);

    // The buyer on a phone: filters by city, type and BHK, and the address keeps them.
    const buyerContext = await product.browser.newContext({ viewport: { width: 375, height: 812 } });
    const buyer = await buyerContext.newPage();
    await signIn(buyer, product.origin, 'buyer@nivaas.test', 'Buyer', '/buyer');
    await buyer.goto(`${product.origin}/properties`);
    // On a phone the filters open in a sheet from their button; its own button applies them, with their count.
    await buyer.getByRole('button', { name: 'Filters', exact: true }).click();
    const filters = buyer.getByRole('dialog', { name: 'Filters' }).getByRole('search', { name: 'Filters' });
    await filters.getByRole('button', { name: /City$/ }).click();
    await buyer.getByRole('option', { name: 'Bengaluru', exact: true }).click();
    await filters.getByRole('button', { name: 'Flat', exact: true }).click();
    await filters.getByRole('button', { name: '3 BHK', exact: true }).click();
    await filters.getByRole('combobox', { name: 'Locality or project' }).fill('Indiranagar');
    await filters.getByRole('combobox', { name: 'Locality or project' }).press('Enter');
    await buyer.getByRole('button', { name: 'Show 1 property' }).click();
    await expect
      .poll(() => new URL(buyer.url()).searchParams.toString())
      .toBe('city=Bengaluru&q=Indiranagar&type=flat&bhk=3');
    const card = buyer.getByRole('article', { name: TITLE });
    await card.waitFor();
    expect(await buyer.getByRole('list', { name: 'Properties' }).getByRole('article').count()).toBe(1);
    await card.getByRole('button', { name: `Save ${TITLE}` }).click();
    await expect
      .poll(() => card.getByRole('button', { name: `Save ${TITLE}` }).getAttribute('aria-pressed'))
      .toBe('true');

    await card.getByRole('link', { name: TITLE }).click();
    await buyer.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await buyer.getByRole('textbox', { name: 'Your name' }).fill('Priya Sharma');
    // docs/listings.md#inquiry-phone-consent: the number goes only when the buyer ticks the box.
    // The box is ticked through its label, as a person does (react-aria keeps the input itself visually hidden);
    // the number's field shows only once it is ticked.
    await buyer.getByText('Share my phone number with this seller', { exact: true }).click();
    await buyer.getByRole('textbox', { name: 'Mobile number' }).fill('9812345678');
    expect(await buyer.getByRole('checkbox', { name: 'Share my phone number with this seller' }).isChecked()).toBe(
      true,
    );
    await buyer
      .getByRole('textbox', { name: 'Message' })
      .fill('Is the flat still available? I would like to visit on Sunday.');
    await buyer.getByRole('button', { name: 'Send Inquiry' }).click();
    await buyer.getByText('Inquiry sent').waitFor();

    // The favourite is on the buyer's dashboard after a reload.
    await buyer.goto(`${product.origin}/buyer`);
    await buyer.reload();
    await buyer.getByRole('list', { name: 'Favourites' }).getByText(TITLE).waitFor();

    // The seller sees the shared number and answers inside Nivaas (docs/listings.md#inquiry-thread).
    await seller.goto(`${product.origin}/inquiries`);
    const inquiry = seller.getByRole('article', { name: 'Priya Sharma' }).filter({ hasText: TITLE });
    await inquiry.getByText('Is the flat still available? I would like to visit on Sunday.').waitFor();
    expect(await inquiry.getByRole('link', { name: 'Call Priya Sharma on 9812345678' }).getAttribute('href')).toBe(
      'tel:+919812345678',
    );
    await inquiry.getByRole('textbox', { name: 'Your reply' }).fill('Yes, Sunday at 11 works.');
    await inquiry.getByRole('button', { name: 'Send reply' }).click();
    await inquiry.getByText('Yes, Sunday at 11 works.').waitFor();

    // The buyer sees the reply counted in the bar, reads it (the count goes), and stops sharing the number.
    await buyer.goto(`${product.origin}/properties`);
    const bar = buyer.getByRole('navigation', { name: 'Main' });
    await bar.getByText('1 new').waitFor();
    // On a phone the links are behind the menu button; the count shows beside it.
    await bar.getByRole('button', { name: 'Menu', exact: true }).click();
    await buyer.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Buyer Dashboard' }).click();
    const sent = buyer.getByRole('list', { name: 'Your inquiries' }).getByRole('article', { name: TITLE });
    await sent.getByText('Yes, Sunday at 11 works.').waitFor();
    await bar.getByText('1 new').waitFor({ state: 'detached' });
    await sent.getByRole('button', { name: 'Stop sharing my number' }).click();
    await sent.getByText('Your phone number is not shared with').waitFor();
    await buyerContext.close();

    await seller.reload();
    await inquiry.getByText('Priya Sharma has not shared a phone number. Reply here in Nivaas.').waitFor();
    expect(await inquiry.getByRole('link', { name: /Call Priya Sharma/ }).count()).toBe(0);
    await sellerContext.close();
  });
});

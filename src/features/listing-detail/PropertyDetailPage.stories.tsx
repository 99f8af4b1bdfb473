import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, requestsTo } from '@mocks/db';
import { aListing, aPhoto, withRevision } from '@mocks/factories';
import { favourites, inquiries, listings } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import type { Listing } from '@/api/contract';
import { revisionTexts } from '@/entities/revision';
import { atRoutes } from '@/testing/storyFrame';
import { PropertyDetailPage } from './PropertyDetailPage';
import { withAddressBar, withFavourites } from '@/testing/browserFrame';
import { narrowPhone } from '@/testing/narrowPhone';
import { storyClock } from '@/testing/storyClock';

const FLAT = 'flat-koramangala';
const PLOT = 'plot-hinjewadi';
const at = (id: string) => ({ router: { initialEntry: `/property-detail/${id}` } });

/** The stories' today: the page reads "Confirmed available ..." from this clock, the data is dated from it. */
const clock = storyClock(Date.parse('2026-11-20T10:00:00+05:30'));

/** The Seller's approved flat the stories open: what ForEveryone reads back on the page. */
const flat = {
  _id: FLAT,
  title: '2 BHK Flat in Koramangala',
  purpose: 'sale',
  propertyType: 'flat',
  price: 9_500_000,
  bhk: 2,
  bathrooms: 2,
  builtUpArea: 1150,
  carpetArea: 980,
  superBuiltUpArea: 1280,
  furnishing: 'semi-furnished',
  floor: 4,
  totalFloors: 12,
  facing: 'east',
  availability: 'ready to move',
  ageYears: 5,
  amenities: ['lift', 'parking', 'power backup', 'security', 'water supply 24x7'],
  location: {
    address: '14, 5th Cross, 6th Block',
    state: 'Karnataka',
    city: 'Bengaluru',
    locality: 'Koramangala',
    pincode: '560095',
    landmark: 'Near Forum Mall',
  },
  photos: [aPhoto('/mock-media/flat.jpg'), aPhoto('/mock-media/villa.jpg')],
  confirmedAt: clock.daysBefore(3),
} satisfies Partial<Listing>;

const meta = {
  title: 'Pages/Listings/Property Detail',
  component: PropertyDetailPage,
  decorators: [clock.provide, withFavourites, atRoutes('/property-detail/:id'), withAddressBar],
  parameters: { layout: 'fullscreen', ...at(FLAT) },
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => {
    clock.reset();
    // The Seller's own flat (its owner and poster stay the seeded Seller), and the id of their pending plot.
    Object.assign(db.listings[0]!, flat);
    db.listings[2]!._id = PLOT;
  },
} satisfies Meta<typeof PropertyDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const fact = (canvas: Canvas, label: string) => canvas.getByRole('definition', { name: label });
const inquiryPath = `/api/properties/${FLAT}/inquiries`;

export const ForEveryone: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '2 BHK Flat in Koramangala' })).toBeVisible();
    await expect(canvas.getByText('For Sale')).toBeVisible();
    // docs/listings.md#carpet-first: 9,500,000 rupees over 980 sq.ft of carpet, loaded 31 % to 1,280.
    await expect(canvas.getByText('₹95.00 Lakh')).toBeVisible();
    await expect(canvas.getByText('₹9,694 per sq.ft carpet')).toBeVisible();
    await expect(canvas.getByText('Built-up 1,150 sq.ft · Super built-up 1,280 sq.ft')).toBeVisible();
    await expect(canvas.getByText('Loading 31 %')).toBeVisible();
    await expect(canvas.getByText('Koramangala, Bengaluru, Karnataka 560095')).toBeVisible();
    await expect(fact(canvas, 'Bedrooms')).toHaveTextContent('2 BHK');
    await expect(fact(canvas, 'Bathrooms')).toHaveTextContent('2');
    await expect(fact(canvas, 'Built-up area')).toHaveTextContent('1,150 sq.ft');
    await expect(fact(canvas, 'Carpet area')).toHaveTextContent('980 sq.ft');
    await expect(fact(canvas, 'Super built-up area')).toHaveTextContent('1,280 sq.ft');
    await expect(fact(canvas, 'Furnishing')).toHaveTextContent('Semi-Furnished');
    await expect(fact(canvas, 'Floor')).toHaveTextContent('4 of 12');
    await expect(fact(canvas, 'Facing')).toHaveTextContent('East');
    await expect(fact(canvas, 'Availability')).toHaveTextContent('Ready to Move');
    await expect(fact(canvas, 'Age')).toHaveTextContent('5 years old');
    const amenities = within(canvas.getByRole('region', { name: 'Amenities' }));
    await expect(amenities.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      // docs/formatting.md#amenity-spelling: the listing's lift reads as a project's, in the SPEC's words.
      'Lift & Elevator',
      'Parking',
      'Power Backup',
      '24/7 Security',
      '24/7 Water Supply',
    ]);
    await expect(canvas.getByText('Near Forum Mall')).toBeVisible();
    // docs/listings.md#confirmed-available: three days before the story's today.
    const about = within(canvas.getByRole('region', { name: 'About this property' }));
    await expect(about.getByText('Confirmed available 3 days ago')).toBeVisible();
    const contact = within(canvas.getByRole('region', { name: 'Contact' }));
    await expect(contact.getByText('(Seller)')).toBeVisible();
    // Signed out: no phone number, no heart, a way to sign in.
    await expect(contact.queryByRole('link', { name: /98/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Save / })).not.toBeInTheDocument();
    await userEvent.click(contact.getByRole('link', { name: 'Sign in to contact the seller' }));
    await expect(await canvas.findByText('Arrived at /login')).toBeVisible();
  },
};

/**
 * docs/localities.md#locality-links: the Location section links to the locality's page and says how far
 * the listing is from the locality's centre (here the middle of it and a second flat there).
 */
export const LocalityAndDistance: Story = {
  beforeEach: () => {
    Object.assign(db.listings[1]!, {
      reviewState: 'approved',
      status: 'live',
      location: { ...flat.location, address: '2, 80 Feet Road' },
    });
  },
  play: async ({ canvas }) => {
    const location = within(await canvas.findByRole('region', { name: 'Location' }));
    await expect(
      location.getByRole('link', { name: 'Asking prices and listings in Koramangala, Bengaluru' }),
    ).toHaveAttribute('href', '/locality/Bengaluru/Koramangala');
    await expect(location.getByText(/^\d+\.\d km from Koramangala centre$/)).toBeVisible();
  },
};

/**
 * Alone in its locality (no other placed listing there): the link, and no distance to a centre of one;
 * no pin of the owner's either, so no search around it (docs/map.md#near-filter).
 */
export const LocalityWithoutDistance: Story = {
  play: async ({ canvas }) => {
    const location = within(await canvas.findByRole('region', { name: 'Location' }));
    await expect(location.getByRole('link', { name: /^Asking prices and listings in Koramangala/ })).toBeVisible();
    await expect(location.queryByText(/from Koramangala centre$/)).toBeNull();
    await expect(location.queryByRole('link', { name: /^Homes within/ })).toBeNull();
  },
};

/** docs/map.md#near-filter: the owner's own pin: a search within 2 km of it, named by the listing's title. */
export const HomesAroundThisOne: Story = {
  beforeEach: () => {
    db.listings[0]!.place = { lat: 12.9352, lng: 77.6245, approximate: false };
  },
  play: async ({ canvas }) => {
    const location = within(await canvas.findByRole('region', { name: 'Location' }));
    await expect(location.getByRole('link', { name: 'Homes within 2 km of this one' })).toHaveAttribute(
      'href',
      '/all-properties?city=Bengaluru&nearLat=12.9352&nearLng=77.6245&withinKm=2&nearName=2+BHK+Flat+in+Koramangala',
    );
  },
};

export const GalleryByKeyboard: Story = {
  play: async ({ canvas }) => {
    const gallery = within(await canvas.findByRole('region', { name: 'Photos' }));
    await expect(gallery.getByRole('img', { name: '2 BHK Flat in Koramangala (1 of 2)' })).toBeVisible();
    gallery.getByRole('button', { name: 'Next photo' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(gallery.getByRole('img', { name: '2 BHK Flat in Koramangala (2 of 2)' })).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-current', 'true');
    // The arrow keys move too, and wrap around.
    await userEvent.keyboard('{ArrowRight}');
    await expect(gallery.getByRole('img', { name: '2 BHK Flat in Koramangala (1 of 2)' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(gallery.getByText('2 / 2')).toBeVisible();
    await userEvent.click(gallery.getByRole('button', { name: 'Show photo 1' }));
    await expect(gallery.getByRole('img', { name: '2 BHK Flat in Koramangala (1 of 2)' })).toBeVisible();
  },
};

/**
 * docs/listings.md#photo-gallery: on a phone a swipe moves between the photos and a tap opens them full
 * screen; the next photo there, and back on the page the gallery shows it.
 */
export const GalleryFullScreenOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const gallery = within(await canvas.findByRole('region', { name: 'Photos' }));
    await userEvent.click(gallery.getByRole('button', { name: /\(1 of 2\) Full screen/ }));
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: 'Photos of 2 BHK Flat in Koramangala, full screen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    await expect(await within(dialog).findByRole('group', { name: '2 of 2' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close full screen' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(gallery.getByText('2 / 2')).toBeVisible();
  },
};

/** docs/listings.md#inquiry-phone-consent: the box is unticked, so the buyer's number stays with them. */
export const BuyerSendsAnInquiry: Story = {
  beforeEach: () => {
    storeSessionOf('Buyer');
  },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: /^Contact / }));
    // The name is filled in from the session; the seller's phone and e-mail are never shown.
    await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('Asha Rao');
    await expect(canvas.queryByRole('link', { name: /98|@/ })).not.toBeInTheDocument();
    await expect(form.getByRole('checkbox', { name: 'Share my phone number with this seller' })).not.toBeChecked();
    await expect(form.queryByRole('textbox', { name: 'Mobile number' })).not.toBeInTheDocument();
    await expect(form.getByText('Your number stays private. Replies come here in Nivaas.')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: 'Message' }), 'Can I visit on Saturday morning?');
    await userEvent.click(form.getByRole('button', { name: 'Send Inquiry' }));
    const sent = await canvas.findByRole('status');
    await expect(sent).toHaveTextContent('Inquiry sent');
    await expect(within(sent).getByRole('link', { name: 'See your inquiries' })).toHaveAttribute('href', '/buyer');
    await expect(requestsTo(inquiryPath, 'POST')[0]?.body).toEqual({
      name: 'Asha Rao',
      sharePhone: false,
      message: 'Can I visit on Saturday morning?',
    });
    await expect(db.inquiries.at(-1)).toMatchObject({
      listingId: FLAT,
      message: 'Can I visit on Saturday morning?',
      buyer: { name: 'Asha Rao' },
    });
  },
};

/** Ticking the box (here by keyboard) asks for the number, filled in from the account, and sends it with the consent. */
export const BuyerSharesTheirNumber: Story = {
  beforeEach: () => {
    storeSessionOf('Buyer');
  },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: /^Contact / }));
    await userEvent.type(form.getByRole('textbox', { name: 'Message' }), 'Please call me after 6 pm.');
    await userEvent.tab();
    await expect(form.getByRole('checkbox', { name: 'Share my phone number with this seller' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(form.getByRole('checkbox', { name: 'Share my phone number with this seller' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('9876543210');
    await expect(form.getByText('You can stop sharing it at any time from your dashboard.')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Send Inquiry' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Inquiry sent');
    await expect(requestsTo(inquiryPath, 'POST')[0]?.body).toEqual({
      name: 'Asha Rao',
      sharePhone: true,
      phone: '9876543210',
      message: 'Please call me after 6 pm.',
    });
    await expect(db.inquiries.at(-1)?.buyer).toMatchObject({ phone: '9876543210', phoneSharedAt: expect.any(String) });
  },
};

export const InquiryNeedsEveryField: Story = {
  beforeEach: () => {
    storeSessionOf('Buyer');
  },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: /^Contact / }));
    await userEvent.clear(form.getByRole('textbox', { name: 'Your name' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Share my phone number with this seller' }));
    const phone = form.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(form.getByRole('button', { name: 'Send Inquiry' }));
    await expect(form.getByText('Please enter your name')).toBeVisible();
    await expect(form.getByText('Please enter a valid 10-digit Indian mobile number')).toBeVisible();
    await expect(form.getByText('Please enter a message')).toBeVisible();
    await expect(requestsTo(inquiryPath)).toHaveLength(0);
    // Typing into a field clears its message.
    await userEvent.type(form.getByRole('textbox', { name: 'Your name' }), 'Asha');
    await expect(form.queryByText('Please enter your name')).not.toBeInTheDocument();
  },
};

export const InquiryFailureKeepsTheMessage: Story = {
  parameters: { msw: { handlers: [inquiries.send.serverError] } },
  beforeEach: () => {
    storeSessionOf('Buyer');
  },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: /^Contact / }));
    await userEvent.type(form.getByRole('textbox', { name: 'Message' }), 'Is parking included?');
    await userEvent.click(form.getByRole('button', { name: 'Send Inquiry' }));
    const alert = await form.findByRole('alert');
    await expect(alert).toHaveTextContent('Your inquiry was not sent');
    await expect(alert).toHaveTextContent('Internal server error');
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Is parking included?');
    await expect(requestsTo(inquiryPath, 'POST')).toHaveLength(1);
  },
};

export const BuyerSavesIt: Story = {
  parameters: { msw: { handlers: [favourites.add.delayed(300)] } },
  beforeEach: () => {
    storeSessionOf('Buyer');
  },
  play: async ({ canvas }) => {
    const heart = await canvas.findByRole('button', { name: 'Save 2 BHK Flat in Koramangala' });
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(db.favourites.map((f) => f._id)).toContain(FLAT));
  },
};

export const OwnerSeesPendingReview: Story = {
  parameters: at(PLOT),
  beforeEach: () => {
    storeSessionOf('Seller');
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Corner Plot near Hinjewadi Phase 2' }),
    ).toBeVisible();
    const mine = within(canvas.getByRole('region', { name: 'Your listing' }));
    await expect(mine.getByRole('status')).toHaveTextContent('Waiting for review');
    await expect(mine.getByText('0 views · 0 inquiries')).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(fact(canvas, 'Plot area')).toHaveTextContent('2,400 sq.ft');
    await expect(canvas.queryByText('Bedrooms', { selector: 'dt' })).not.toBeInTheDocument();
    await userEvent.click(mine.getByRole('link', { name: 'Edit listing' }));
    await expect(await canvas.findByText(`Arrived at /edit-property/${PLOT}`)).toBeVisible();
  },
};

/** docs/review.md#status-said-once: a rented listing's owner never reads "Live - buyers can find this listing". */
export const OwnerSeesItIsRentedOut: Story = {
  beforeEach: () => {
    Object.assign(db.listings[0]!, { status: 'rented' });
    storeSessionOf('Seller');
  },
  play: async ({ canvas }) => {
    const mine = within(await canvas.findByRole('region', { name: 'Your listing' }));
    const banner = mine.getByRole('status');
    await expect(banner).toHaveTextContent('Rented out');
    await expect(banner).toHaveTextContent('Buyers no longer see it.');
    await expect(banner).not.toHaveTextContent(/Live|Buyers can find/);
  },
};

export const OwnerSeesWhyItWasRejected: Story = {
  parameters: at(PLOT),
  beforeEach: () => {
    Object.assign(db.listings[2]!, { reviewState: 'rejected', reviewReason: 'Please add the survey number.' });
    storeSessionOf('Seller');
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Changes needed');
    await expect(alert).toHaveTextContent('Please add the survey number.');
  },
};

/**
 * docs/review.md#revisions: the live flat reads as buyers see it; on 27 Nov its Seller sent a new title
 * and description, which wait for review (or were turned down, with the reason).
 */
const liveDescription = 'A bright corner flat with cross ventilation.';
const renovated = {
  title: '2 BHK Flat in Koramangala, renovated',
  description: 'Renovated this year: a new modular kitchen and wooden floors.',
};
function flatWithChanges(rejectedFor?: string) {
  db.listings[0]!.description = liveDescription;
  db.listings[0] = withRevision(db.listings[0]!, renovated, {
    submittedAt: '2026-11-27T05:30:00.000Z',
    ...(rejectedFor ? { state: 'rejected', reason: rejectedFor } : {}),
  });
}
const changesOf = (id: string) => ({ router: { initialEntry: `/property-detail/${id}?version=changes` } });
/** The banner over a preview: the page's status, or its alert when the changes were not approved. */
async function previewBanner(canvas: Canvas) {
  const title: HTMLElement = await canvas.findByText(revisionTexts.previewBanner);
  return title.closest<HTMLElement>('[role]')!;
}

/** Asserts the preview: the banner with its way back, the changed text, none of the live text. */
async function expectPreviewOfChanges(canvas: Canvas) {
  const banner = await previewBanner(canvas);
  await expect(banner).toBeVisible();
  await expect(within(banner).getByRole('link', { name: 'See the live page' })).toHaveAttribute(
    'href',
    `/property-detail/${FLAT}`,
  );
  await expect(canvas.getByRole('heading', { level: 1, name: renovated.title })).toBeVisible();
  await expect(canvas.getByText(renovated.description)).toBeVisible();
  await expect(canvas.queryByRole('heading', { level: 1, name: flat.title })).not.toBeInTheDocument();
  await expect(canvas.queryByText(liveDescription)).not.toBeInTheDocument();
  return banner;
}

export const OwnerPreviewsTheirChanges: Story = {
  parameters: changesOf(FLAT),
  beforeEach: () => {
    flatWithChanges();
    storeSessionOf('Seller');
  },
  play: async ({ canvas }) => {
    const banner = await expectPreviewOfChanges(canvas);
    await expect(banner).toHaveAttribute('role', 'status');
  },
};

export const OwnerPreviewsTheirChangesOnAPhone: Story = {
  parameters: { ...changesOf(FLAT), ...narrowPhone.parameters },
  globals: narrowPhone.globals,
  beforeEach: () => {
    flatWithChanges();
    storeSessionOf('Seller');
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(320);
    const banner = await expectPreviewOfChanges(canvas);
    // Nothing of the banner runs past the screen's edge, nor does the page scroll sideways.
    await expect(banner.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const OwnerPreviewsChangesNotApproved: Story = {
  parameters: changesOf(FLAT),
  beforeEach: () => {
    flatWithChanges('The new photos show another flat.');
    storeSessionOf('Seller');
  },
  play: async ({ canvas }) => {
    const banner = await expectPreviewOfChanges(canvas);
    await expect(banner).toHaveAttribute('role', 'alert');
    await expect(banner).toHaveTextContent(
      'Your changes of 27 Nov were not approved: The new photos show another flat.',
    );
  },
};

/** Anyone but the owner (and staff) who asks for the changes gets the live page: their answer has none. */
export const BuyerAsksForChangesAndSeesTheLivePage: Story = {
  parameters: changesOf(FLAT),
  beforeEach: () => {
    flatWithChanges();
    storeSessionOf('Buyer');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: flat.title })).toBeVisible();
    await expect(canvas.getByText(liveDescription)).toBeVisible();
    await expect(canvas.queryByText(revisionTexts.previewBanner)).not.toBeInTheDocument();
    await expect(canvas.queryByText(renovated.description)).not.toBeInTheDocument();
  },
};

export const AgentViewsAnotherListing: Story = {
  beforeEach: () => {
    storeSessionOf('Agent');
  },
  play: async ({ canvas }) => {
    const contact = within(await canvas.findByRole('region', { name: 'Contact' }));
    await expect(contact.queryByRole('link')).not.toBeInTheDocument();
    await expect(contact.getByText('Inquiries are sent from buyer accounts.')).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Save / })).not.toBeInTheDocument();
  },
};

/** A pending listing is not found for anyone but its owner. */
export const NotFound: Story = {
  parameters: at(PLOT),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Property Not Found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Browse all properties' }));
    await expect(await canvas.findByText('Arrived at /all-properties')).toBeVisible();
  },
};

/** Re-confirmed by its owner this morning: the page says today, not "0 days ago". */
export const ConfirmedToday: Story = {
  beforeEach: () => {
    db.listings[0]!.confirmedAt = clock.daysBefore(0.25);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Confirmed available today')).toBeVisible();
  },
};

/**
 * docs/listings.md#listing-status: a buyer at the address of a sold listing (the server answers 410)
 * reads that it is no longer available and why, with a way back to the search; never its details.
 */
export const ListingNotAvailable: Story = {
  beforeEach: () => {
    db.listings[0]!.status = 'sold';
    storeSessionOf('Buyer');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Listing Not Available' })).toBeVisible();
    await expect(canvas.getByText('This property has been sold.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1, name: flat.title })).toBeNull();
    await expect(canvas.queryByRole('form', { name: /^Contact / })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Browse all properties' })).toHaveAttribute(
      'href',
      '/all-properties',
    );
  },
};

/** Paused after 30 days without a confirmation: the buyer reads why, not a missing page. */
export const PausedListingNotAvailable: Story = {
  beforeEach: () => {
    Object.assign(db.listings[0]!, { status: 'paused', confirmedAt: clock.daysBefore(31) });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Listing Not Available' })).toBeVisible();
    await expect(
      canvas.getByText('This listing is paused until its owner confirms it is still available.'),
    ).toBeVisible();
  },
};

/** docs/listings.md#carpet-first: a listing saved before carpet area was asked is priced on its built-up area, said so. */
export const CarpetUnknown: Story = {
  beforeEach: () => {
    Object.assign(db.listings[0]!, { carpetArea: null, superBuiltUpArea: null });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('₹8,261 per sq.ft built-up')).toBeVisible();
    await expect(canvas.queryByText(/per sq\.ft carpet|Loading/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('definition', { name: 'Carpet area' })).not.toBeInTheDocument();
  },
};

/** A super built-up area 38 % above the carpet: pointed out beside the price, and explained. */
export const HighLoading: Story = {
  beforeEach: () => {
    Object.assign(db.listings[0]!, { carpetArea: 1000, builtUpArea: 1150, superBuiltUpArea: 1380, price: 6_000_000 });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('High loading: 38 %')).toBeVisible();
    await expect(canvas.getByText('₹6,000 per sq.ft carpet')).toBeVisible();
    await expect(canvas.getByText(/adds 38 % to the carpet area you live in/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [listings.get.slow] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading property' })).toBeVisible();
  },
};

export const LoadFailsThenRetries: Story = {
  parameters: { msw: { handlers: [listings.get.serverErrorOnce] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Unable to Load Property' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '2 BHK Flat in Koramangala' })).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach: () => {
    storeSessionOf('Buyer');
  },
  play: async ({ canvas }) => {
    const gallery = await canvas.findByRole('region', { name: 'Photos' });
    const form = canvas.getByRole('form', { name: /^Contact / });
    // One column: the inquiry form comes under the details.
    await expect(form.getBoundingClientRect().top).toBeGreaterThan(gallery.getBoundingClientRect().bottom);
    await expect(gallery.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};

/** docs/listings.md#sticky-contact-bar: on a phone the price and Contact stay at the bottom; Contact goes to the form. */
export const ContactFromTheBarOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach: () => {
    storeSessionOf('Buyer');
  },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('region', { name: 'Price and contact' });
    await expect(bar).toHaveTextContent('₹95.00 Lakh');
    await expect(bar.getBoundingClientRect().bottom).toBe(window.innerHeight);
    await userEvent.click(within(bar).getByRole('button', { name: 'Contact' }));
    const name = canvas.getByRole('textbox', { name: 'Your name' });
    await waitFor(() => expect(name).toHaveFocus());
    // The form is in view above the bar, not under it.
    await expect(name.getBoundingClientRect().bottom).toBeLessThan(bar.getBoundingClientRect().top);
  },
};

/** docs/listings.md#emi-estimate: a rent has no EMI; a sale does (ForEveryone's flat, 80 % of ₹95 Lakh). */
export const EmiEstimateForASale: Story = {
  play: async ({ canvas }) => {
    const emi = await canvas.findByRole('region', { name: 'EMI estimate' });
    await expect(within(emi).getByText('₹65,955 a month')).toBeVisible();
  },
};

export const NoEmiForRent: Story = {
  beforeEach: () => {
    Object.assign(db.listings[0]!, { purpose: 'rent', price: 45_000 });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('₹45,000 per month')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'EMI estimate' })).toBeNull();
  },
};

const similarPath = `/api/properties/${FLAT}/similar`;
/** Down to the page's end, as a person reading on would. */
const scrollToTheEnd = (canvasElement: HTMLElement) => {
  const page = canvasElement.ownerDocument;
  page.defaultView!.scrollTo(0, page.documentElement.scrollHeight);
};

/** Two more flats for sale in Bengaluru within 25 % of the ₹95 Lakh flat, and one priced above that. */
const withSimilarFlats = () => {
  const inBengaluru = (locality: string) => ({ ...flat.location, locality, address: '' });
  db.listings.push(
    aListing({
      _id: 'flat-jayanagar',
      title: '3 BHK Flat in Jayanagar',
      bhk: 3,
      price: 11_500_000,
      location: inBengaluru('Jayanagar'),
      confirmedAt: clock.daysBefore(2),
    }),
    aListing({
      _id: 'flat-hsr',
      title: '2 BHK Flat in HSR Layout',
      price: 8_500_000,
      location: inBengaluru('HSR Layout'),
      confirmedAt: clock.daysBefore(1),
    }),
    aListing({ _id: 'flat-indiranagar', title: '3 BHK Flat in Indiranagar', bhk: 3, price: 12_500_000 }),
  );
};

/** docs/listings.md#similar-properties: asked for only on the way down, then the last confirmed first. */
export const SimilarProperties: Story = {
  beforeEach: withSimilarFlats,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '2 BHK Flat in Koramangala' })).toBeVisible();
    await expect(requestsTo(similarPath)).toHaveLength(0);
    scrollToTheEnd(canvasElement);
    const similar = await canvas.findByRole('list', { name: 'Similar properties' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Similar properties' })).toBeVisible();
    await expect(canvas.getByText('In Bengaluru, priced within 25 % of this one')).toBeVisible();
    const titles = within(similar).getAllByRole('heading', { level: 3 });
    await expect(titles.map((title) => title.textContent)).toEqual([
      '2 BHK Flat in HSR Layout',
      '3 BHK Flat in Jayanagar',
    ]);
    await expect(within(similar).getByText('₹85.00 Lakh')).toBeVisible();
    // Each card says when its owner last confirmed it, from the story's today.
    const card = (title: string) => within(within(similar).getByRole('article', { name: title }));
    await expect(card('2 BHK Flat in HSR Layout').getByText('Confirmed available yesterday')).toBeVisible();
    await expect(card('3 BHK Flat in Jayanagar').getByText('Confirmed available 2 days ago')).toBeVisible();
    await expect(within(similar).getByRole('link', { name: '3 BHK Flat in Jayanagar' })).toHaveAttribute(
      'href',
      '/property-detail/flat-jayanagar/3-bhk-flat-in-jayanagar',
    );
    await expect(requestsTo(similarPath)).toHaveLength(1);
  },
};

/** Nothing alike: no section, no heading over an empty space. */
export const NoSimilarProperties: Story = {
  parameters: { msw: { handlers: [listings.similar.none] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '2 BHK Flat in Koramangala' })).toBeVisible();
    scrollToTheEnd(canvasElement);
    await waitFor(() => expect(requestsTo(similarPath)).toHaveLength(1));
    await expect(canvas.queryByRole('heading', { name: 'Similar properties' })).toBeNull();
  },
};

/** The suggestions are not the listing: when they fail the page says nothing of it. */
export const SimilarPropertiesFailQuietly: Story = {
  beforeEach: withSimilarFlats,
  parameters: { msw: { handlers: [listings.similar.serverError] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '2 BHK Flat in Koramangala' })).toBeVisible();
    scrollToTheEnd(canvasElement);
    await waitFor(() => expect(requestsTo(similarPath)).toHaveLength(1));
    await expect(canvas.queryByRole('heading', { name: 'Similar properties' })).toBeNull();
    await expect(canvas.queryByText(/went wrong|Unable/)).toBeNull();
  },
};

/** docs/leads.md#response-time: under "Posted by", how soon the poster usually replies, when the server says it. */
export const ResponseTimeShown: Story = {
  beforeEach: () => {
    db.listings[0]!.poster.responseTime = { medianMinutes: 24 * 60 };
  },
  play: async ({ canvas }) => {
    const contact = within(await canvas.findByRole('region', { name: 'Contact' }));
    await expect(contact.getByText('Usually replies within a day')).toBeVisible();
  },
};

/** Hidden below the minimum: no words at all. */
export const ResponseTimeHidden: Story = {
  play: async ({ canvas }) => {
    const contact = within(await canvas.findByRole('region', { name: 'Contact' }));
    await expect(contact.getByText('Posted by')).toBeVisible();
    await expect(contact.queryByText(/^Usually replies within/)).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { summaryOfListing, type FavouriteProperty, type Inquiry } from '@/api/contract';
import { db, requestsTo } from '@mocks/db';
import { aFavourite, aListing, anInquiry, aThreadMessage } from '@mocks/factories';
import { addressOf, withAddressBar, withFavourites } from '@/testing/browserFrame';
import { favourites, inquiries, visits } from '@mocks/handlers';
import { aVisit, visitDb } from '@mocks/visits';
import { visitPaths } from '@/api/contract/visits';
import { propertyHref } from '@/lib/paths';
import { storeSessionOf } from '@mocks/session';
import { formatDateTime, formatShortDate } from '@/lib/dates';
import { maintenanceQuestion, sellersAnswer } from '@/testing/inquiryFixtures';
import { atRoutes } from '@/testing/storyFrame';
import { seeSavedReply } from '@/testing/threadSteps';
import { BuyerDashboard } from './BuyerDashboard';

/** The Buyer's second favourite, the one the stories read and remove. */
const villa = { title: 'Villa in Sarjapur', price: 21_000_000, city: 'Bengaluru' } satisfies Partial<FavouriteProperty>;

/** The signed-in Buyer, and the Seller of the flat both their inquiries are about. */
const buyerName = 'Asha Rao';
const sellerName = 'Vikram Shah';

/** The buyer's newest inquiry: no number shared, no answer yet. */
const askedToVisit = {
  message: 'Is the flat still available? I would like to visit this Saturday morning.',
  createdAt: '2026-10-16T08:00:00.000Z',
} satisfies Partial<Inquiry>;

const meta = {
  title: 'Pages/Dashboards/Buyer',
  component: BuyerDashboard,
  decorators: [withFavourites, atRoutes('/buyer'), withAddressBar],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/buyer' } },
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => {
    const buyer = db.accounts.find((account) => account.role === 'Buyer')!;
    buyer.name = buyerName;
    storeSessionOf('Buyer');
    const [flat] = db.listings;
    flat!.poster.name = sellerName;
    const about = { listingId: flat!._id, listingTitle: flat!.title };
    const answer = aThreadMessage({ authorName: sellerName, ...sellersAnswer });
    db.inquiries = [
      { ...anInquiry({ ...about, ...askedToVisit }), buyerId: buyer._id },
      { ...anInquiry({ ...about, ...maintenanceQuestion, thread: [answer] }), buyerId: buyer._id },
    ];
    db.favourites = [aFavourite(), aFavourite(villa)];
    // Two searches the property list stored on earlier visits, newest first.
    localStorage.setItem(
      'recentSearches',
      JSON.stringify([
        { search: 'city=Pune&bhk=3', label: '3 BHK Properties in Pune', searchedAt: '2026-11-20T10:00:00.000Z' },
        {
          search: 'purpose=rent&city=Mumbai',
          label: 'Properties for rent in Mumbai',
          searchedAt: '2026-11-18T10:00:00.000Z',
        },
      ]),
    );
  },
} satisfies Meta<typeof BuyerDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const favouriteList = (canvas: Canvas) => canvas.findByRole('list', { name: 'Favourites' });
const villaId = () => db.favourites.find((f) => f.title === villa.title)!._id;

/**
 * docs/auth.md#first-sign-in: an account just registered is welcomed, not welcomed back (issue #36);
 * the stored session is the one registration answered with.
 */
export const NewAccountIsWelcomed: Story = {
  beforeEach: () => {
    const session = JSON.parse(localStorage.getItem('user')!) as object;
    localStorage.setItem('user', JSON.stringify({ ...session, firstSignIn: true }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`Welcome, ${buyerName}.`)).toBeVisible();
    await expect(canvas.queryByText(/Welcome back/)).not.toBeInTheDocument();
    // The rest of the dashboard is there as for anyone: each thread offers a visit (a lazy part).
    await expect(await canvas.findAllByRole('button', { name: 'Schedule a visit' })).toHaveLength(2);
  },
};

export const Overview: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Buyer Dashboard' })).toBeVisible();
    await expect(canvas.getByText(`Welcome back, ${buyerName}.`)).toBeVisible();
    const list = within(await favouriteList(canvas));
    await expect(canvas.getByRole('heading', { name: 'Your favourites (2)' })).toBeVisible();
    const villaCard = within(list.getByRole('article', { name: villa.title }));
    await expect(villaCard.getByText('₹2.10 Cr · Bengaluru')).toBeVisible();
    await expect(villaCard.getByRole('link', { name: villa.title })).toHaveAttribute(
      'href',
      `/property-detail/${villaId()}`,
    );
    const recent = within(canvas.getByRole('region', { name: 'Recent searches' }));
    await expect(recent.getAllByRole('link').map((a) => a.textContent)).toEqual([
      '3 BHK Properties in Pune',
      'Properties for rent in Mumbai',
    ]);
    await expect(recent.getByText(/20 Nov 2026/)).toBeVisible();
  },
};

/** docs/listings.md#carpet-first: a saved listing shows its price per sq.ft carpet and its loading, as its card does. */
export const FavouriteWithCarpetRate: Story = {
  beforeEach: () => {
    db.favourites = [
      aFavourite({ kind: 'listing', carpetArea: 1000, builtUpArea: 1150, superBuiltUpArea: 1380, price: 9_500_000 }),
    ];
  },
  play: async ({ canvas }) => {
    const list = within(await favouriteList(canvas));
    await expect(list.getByText('₹9,500 per sq.ft carpet')).toBeVisible();
    await expect(list.getByText('Built-up 1,150 sq.ft · Super built-up 1,380 sq.ft')).toBeVisible();
    await expect(list.getByText('High loading: 38 %')).toBeVisible();
  },
};

/** docs/portfolio.md#project-card-rera: a saved project shows its RERA registration, as its card does. */
export const FavouriteProjectWithRera: Story = {
  beforeEach: () => {
    db.favourites.push({
      _id: 'project-rera',
      kind: 'builder-project',
      title: 'Skyline Heights Pune',
      price: 7_800_000,
      city: 'Pune',
      state: 'Maharashtra',
      reraNumber: 'P52100012345',
    });
  },
  play: async ({ canvas }) => {
    const list = within(await favouriteList(canvas));
    const project = within(list.getByRole('article', { name: 'Skyline Heights Pune' }));
    await expect(project.getByText('P52100012345')).toBeVisible();
    await expect(project.getByText('MahaRERA · maharera.maharashtra.gov.in')).toBeVisible();
    const villa = within(list.getByRole('article', { name: 'Villa in Sarjapur' }));
    await expect(villa.queryByText(/RERA/)).not.toBeInTheDocument();
  },
};

/**
 * docs/listings.md#favourites-availability: saved listings gone from the market stay, marked, with
 * nothing to act on but similar properties; one the team removed reads withdrawn (docs/review.md#status-said-once).
 */
export const FavouritesNoLongerAvailable: Story = {
  beforeEach: () => {
    const saved = [
      aListing({ title: '2 BHK Flat in Baner', price: 8_200_000, status: 'paused' }),
      aListing({ title: '3 BHK Flat in Wakad', price: 11_000_000, status: 'held' }),
      aListing({ title: 'Villa in Aundh', price: 42_000_000, status: 'sold' }),
      aListing({ title: '1 BHK for Rent in Kothrud', purpose: 'rent', price: 18_000, status: 'rented' }),
      aListing({ title: '2 BHK Flat in Hinjewadi', price: 7_600_000 }),
      aListing({ title: '2 BHK Flat in Bavdhan', price: 6_900_000, reviewState: 'rejected' }),
    ];
    db.listings.push(...saved);
    db.favourites = saved.map(summaryOfListing);
  },
  play: async ({ canvas }) => {
    const list = within(await favouriteList(canvas));
    const card = (title: string) => within(list.getByRole('article', { name: title }));
    for (const [title, label, line] of [
      ['2 BHK Flat in Baner', 'No longer available', 'This property is off the market for now.'],
      ['3 BHK Flat in Wakad', 'No longer available', 'This property is off the market for now.'],
      ['Villa in Aundh', 'Sold', 'This property has been sold.'],
      ['1 BHK for Rent in Kothrud', 'Rented out', 'This property has been rented out.'],
      ['2 BHK Flat in Bavdhan', 'No longer available', 'This property was withdrawn from Nivaas.'],
    ]) {
      const gone = card(title!);
      await expect(gone.getByText(label!)).toBeVisible();
      await expect(gone.getByText(line!)).toBeVisible();
      // No dead link: the title is text, and the way on is a search for similar properties.
      await expect(gone.queryByRole('link', { name: title })).not.toBeInTheDocument();
      await expect(gone.getByRole('link', { name: `See similar properties to ${title}` })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/properties\?city=[^&]+&type=flat&bhk=2&.*kind=listing$/),
      );
      await expect(gone.queryByText(/₹/)).not.toBeInTheDocument();
      await expect(gone.queryByRole('button', { name: /compare/i })).not.toBeInTheDocument();
      await expect(gone.getByRole('button', { name: `Remove ${title}` })).toBeVisible();
    }
    const live = card('2 BHK Flat in Hinjewadi');
    await expect(live.getByText('₹76.00 Lakh · Bengaluru')).toBeVisible();
    await expect(live.getByRole('button', { name: /compare/i })).toBeVisible();
    await expect(live.queryByText(/No longer available|Sold|Rented out/)).not.toBeInTheDocument();
  },
};

export const ReopenARecentSearch: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: '3 BHK Properties in Pune' }));
    await waitFor(() => expect(addressOf(canvas)).toBe('/properties?city=Pune&bhk=3'));
  },
};

export const QuickLinks: Story = {
  play: async ({ canvas }) => {
    const quick = within(canvas.getByRole('navigation', { name: 'Quick links' }));
    await userEvent.click(quick.getByRole('link', { name: 'Homes to rent' }));
    await waitFor(() => expect(addressOf(canvas)).toBe('/properties?purpose=rent'));
  },
};

export const RemoveIsOptimistic: Story = {
  parameters: { msw: { handlers: [favourites.remove.delayed(400)] } },
  play: async ({ canvas }) => {
    const list = within(await favouriteList(canvas));
    const id = villaId();
    await userEvent.click(list.getByRole('button', { name: `Remove ${villa.title}` }));
    // Gone before the server answers.
    await expect(list.queryByRole('article', { name: villa.title })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Your favourites (1)' })).toBeVisible();
    await waitFor(() => expect(requestsTo(`/api/users/me/favorites/${id}`, 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(db.favourites).toHaveLength(1));
  },
};

export const RemoveFailureRollsBack: Story = {
  parameters: { msw: { handlers: [favourites.remove.serverError] } },
  play: async ({ canvas, canvasElement }) => {
    const list = within(await favouriteList(canvas));
    await userEvent.click(list.getByRole('button', { name: `Remove ${villa.title}` }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Failed to remove property from favorites'),
    ).toBeVisible();
    await expect(await list.findByRole('article', { name: villa.title })).toBeVisible();
  },
};

export const FirstVisit: Story = {
  parameters: { msw: { handlers: [favourites.list.empty] } },
  beforeEach: () => {
    localStorage.removeItem('recentSearches');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No favourites yet' })).toBeVisible();
    await expect(canvas.getByText(/Your searches on this device will show here/)).toBeVisible();
    // The story stays on the empty state, so its accessibility check and baseline see the button (issue #36).
    await expect(canvas.getByRole('link', { name: 'Find properties' })).toHaveAttribute('href', '/properties');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [favourites.list.slow] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your favourites' })).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await favouriteList(canvas);
    const recent = canvas.getByRole('region', { name: 'Recent searches' }).getBoundingClientRect();
    const quick = canvas.getByRole('navigation', { name: 'Quick links' }).getBoundingClientRect();
    // One column: the quick links come under the recent searches.
    await expect(quick.top).toBeGreaterThan(recent.bottom);
  },
};

const sentList = async (canvas: Canvas) => within(await canvas.findByRole('list', { name: 'Your inquiries' }));
/** The buyer's inquiry that the seller answered, with the number shared. */
const answered = () => db.inquiries.find((i) => i.thread.length > 0)!;

/** docs/listings.md#buyer-inquiries: the buyer's inquiries, the seller's reply marked new, then seen. */
export const InquiriesAndReplies: Story = {
  play: async ({ canvas }) => {
    const list = await sentList(canvas);
    const cards = list.getAllByRole('article');
    await expect(cards).toHaveLength(2);
    const replied = within(cards[1]!);
    await expect(replied.getByText('1 new reply')).toBeVisible();
    const sentOn = formatShortDate(maintenanceQuestion.createdAt);
    await expect(replied.getByText(`To ${sellerName} (Seller)`, { exact: false })).toHaveTextContent(
      `To ${sellerName} (Seller) · ${sentOn}`,
    );
    const conversation = within(replied.getByRole('group', { name: new RegExp(`^Conversation with ${sellerName}`) }));
    // Times in India: 13 Oct 2026, 11:15 pm and 14 Oct 2026, 3:00 pm.
    await expect(conversation.getAllByRole('listitem').map((m) => m.textContent)).toEqual([
      `You · ${formatDateTime(maintenanceQuestion.createdAt)}${maintenanceQuestion.message}`,
      `${sellerName} · ${formatDateTime(sellersAnswer.createdAt)}${sellersAnswer.text}`,
    ]);
    const { phone, phoneSharedAt } = maintenanceQuestion.buyer;
    await expect(
      replied.getByText(`${sellerName} sees your number ${phone}, shared on ${formatShortDate(phoneSharedAt)}.`),
    ).toBeVisible();
    await expect(within(cards[0]!).getByText(`Your phone number is not shared with ${sellerName}.`)).toBeVisible();
    // Shown, so seen: the top bar's count goes to zero.
    await waitFor(() => expect(requestsTo('/api/me/sent-inquiries/seen', 'POST')).toHaveLength(1));
  },
};

/** docs/review.md#status-said-once: the flat the buyer asked about was sold; the thread says so and stays open. */
export const ThreadOfASoldListing: Story = {
  beforeEach: () => {
    db.listings.find((l) => l._id === answered().listingId)!.status = 'sold';
  },
  play: async ({ canvas }) => {
    const list = await sentList(canvas);
    // Both of the buyer's inquiries are about this flat; the second is the answered one.
    const thread = within(list.getAllByRole('article')[1]!);
    await expect(thread.getByText('Sold', { exact: true })).toBeVisible();
    await expect(thread.getByText('This property has been sold.')).toBeVisible();
    await expect(thread.getByRole('link', { name: answered().listingTitle })).toHaveAttribute(
      'href',
      `/property-detail/${answered().listingId}`,
    );
    // Never a dead end: a search for the same city, type, BHK and purpose.
    await expect(
      thread.getByRole('link', { name: `See similar properties to ${answered().listingTitle}` }),
    ).toHaveAttribute('href', '/properties?city=Bengaluru&type=flat&bhk=2&purpose=sale&kind=listing');
  },
};

/** docs/listings.md#inquiry-phone-consent: one click withdraws the number; the seller no longer sees it. */
export const StopSharingMyNumber: Story = {
  play: async ({ canvas }) => {
    const list = await sentList(canvas);
    await userEvent.click(list.getByRole('button', { name: 'Stop sharing my number' }));
    await expect(
      await within(document.body).findByText(`${sellerName} no longer sees your phone number`),
    ).toBeVisible();
    await expect(list.queryByRole('button', { name: 'Stop sharing my number' })).not.toBeInTheDocument();
    await expect(list.getAllByText(`Your phone number is not shared with ${sellerName}.`)).toHaveLength(2);
    await expect(requestsTo(`/api/inquiries/${answered()._id}/phone-consent`, 'DELETE')).toHaveLength(1);
    await expect(answered().buyer).toEqual({ name: maintenanceQuestion.buyer.name });
  },
};

/** The number on the Buyer's account, offered when they share it on an inquiry again. */
const accountPhone = '9822012345';
const notSharedCard = async (canvas: Canvas) => within((await sentList(canvas)).getAllByRole('article')[0]!);
const unanswered = () => db.inquiries.find((i) => i.thread.length === 0)!;

/** docs/listings.md#inquiry-phone-consent: not sharing, the buyer shares the number on one inquiry, with its time. */
export const ShareMyNumberAgain: Story = {
  beforeEach: () => {
    db.accounts.find((account) => account.role === 'Buyer')!.phone = accountPhone;
    storeSessionOf('Buyer');
  },
  play: async ({ canvas }) => {
    const card = await notSharedCard(canvas);
    await expect(card.getByText(`Your phone number is not shared with ${sellerName}.`)).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Share my number' }));
    const field = card.getByRole('textbox', { name: 'Mobile number' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue(accountPhone);
    await userEvent.click(card.getByRole('button', { name: 'Share number' }));
    await expect(await within(document.body).findByText(`${sellerName} now sees your phone number`)).toBeVisible();
    const sharedOn = formatShortDate(unanswered().buyer.phoneSharedAt);
    await expect(
      await card.findByText(`${sellerName} sees your number ${accountPhone}, shared on ${sharedOn}.`),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: 'Stop sharing my number' })).toBeVisible();
    await expect(requestsTo(`/api/inquiries/${unanswered()._id}/phone-consent`, 'PUT').map((r) => r.body)).toEqual([
      { phone: accountPhone },
    ]);
  },
};

/** A number that is not an Indian mobile is refused beside the field, and nothing is sent. */
export const ShareAWrongNumber: Story = {
  play: async ({ canvas }) => {
    const card = await notSharedCard(canvas);
    await userEvent.click(card.getByRole('button', { name: 'Share my number' }));
    const field = card.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.clear(field);
    await userEvent.type(field, '12345{Enter}');
    await expect(await card.findByText('Please enter a valid 10-digit Indian mobile number')).toBeVisible();
    await expect(requestsTo(`/api/inquiries/${unanswered()._id}/phone-consent`)).toHaveLength(0);
    await userEvent.click(card.getByRole('button', { name: 'Cancel' }));
    await expect(card.getByText(`Your phone number is not shared with ${sellerName}.`)).toBeVisible();
  },
};

/** The server fails: the number is not shared, and the form stays for another try. */
export const ShareMyNumberFails: Story = {
  parameters: { msw: { handlers: [inquiries.share.serverError] } },
  play: async ({ canvas }) => {
    const card = await notSharedCard(canvas);
    await userEvent.click(card.getByRole('button', { name: 'Share my number' }));
    await userEvent.clear(card.getByRole('textbox', { name: 'Mobile number' }));
    await userEvent.type(card.getByRole('textbox', { name: 'Mobile number' }), accountPhone);
    await userEvent.click(card.getByRole('button', { name: 'Share number' }));
    await expect(await within(document.body).findByText('Your number was not shared. Please try again.')).toBeVisible();
    // The form stays, no longer busy, for another try.
    await waitFor(() => expect(card.getByRole('button', { name: 'Share number' })).not.toHaveAttribute('data-pending'));
    await expect(card.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(accountPhone);
    await expect(unanswered().buyer.phone).toBeUndefined();
  },
};

/** The buyer answers back in the thread. */
export const BuyerRepliesInTheThread: Story = {
  play: async ({ canvas }) => {
    const replied = within((await sentList(canvas)).getAllByRole('article')[1]!);
    await userEvent.type(replied.getByRole('textbox', { name: 'Your reply' }), 'Thank you. Can I visit on Sunday?');
    await userEvent.keyboard('{Tab}{Enter}');
    await seeSavedReply(replied, 'Thank you. Can I visit on Sunday?');
    await expect(requestsTo(`/api/inquiries/${answered()._id}/messages`, 'POST').map((r) => r.body)).toEqual([
      { text: 'Thank you. Can I visit on Sunday?' },
    ]);
    await expect(answered().state).toBe('new');
  },
};

export const NoInquiriesYet: Story = {
  parameters: { msw: { handlers: [inquiries.sent.empty] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('When you ask a seller or an agent about a property, the conversation shows here.'),
    ).toBeVisible();
  },
};

/** The buyer's visits: two booked and to come, one cancelled, one whose time has passed. */
const withVisits = () => {
  const flat = db.listings[0]!;
  visitDb.visits.push(
    aVisit({ _id: 'visit-saturday', startsAt: '2026-10-24T04:30:00.000Z' }),
    aVisit({
      _id: 'visit-thursday',
      kind: 'listing',
      propertyId: flat._id,
      title: flat.title,
      inquiryId: 'inquiry-flat',
      ownerName: sellerName,
      startsAt: '2026-10-22T08:30:00.000Z',
    }),
    aVisit({ _id: 'visit-cancelled', startsAt: '2026-10-23T05:30:00.000Z', state: 'cancelled' }),
    aVisit({ _id: 'visit-passed', startsAt: '2026-10-19T05:30:00.000Z', started: true }),
  );
};
const visitList = async (canvas: Canvas) => within(await canvas.findByRole('list', { name: 'Your site visits' }));

/**
 * docs/leads.md#your-visits: the booked visits still to come, soonest first, each under its property's
 * link; the cancelled and the passed ones are not there. Cancelling one here takes it off the list.
 */
export const UpcomingSiteVisits: Story = {
  beforeEach: withVisits,
  play: async ({ canvas }) => {
    const list = await visitList(canvas);
    const flat = db.listings[0]!;
    const items = list.getAllByRole('listitem');
    await expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      flat.title,
      db.projects[0]!.projectName,
    ]);
    await expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      propertyHref({ _id: flat._id, kind: 'listing' }),
    );
    await expect(within(items[0]!).getByText('Site visit: Thu, 22 Oct, 2:00 pm')).toBeVisible();
    await expect(within(items[1]!).getByText('Site visit: Sat, 24 Oct, 10:00 am')).toBeVisible();

    const saturday = within(items[1]!);
    await userEvent.click(saturday.getByRole('button', { name: 'Cancel visit' }));
    await userEvent.type(saturday.getByRole('textbox', { name: /Why are you cancelling/ }), 'Found a home');
    await userEvent.click(saturday.getByRole('button', { name: 'Cancel visit' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1));
    await expect(requestsTo(visitPaths.cancelVisit('visit-saturday'), 'POST').map((r) => r.body)).toEqual([
      { reason: 'Found a home' },
    ]);
  },
};

/** Nothing booked: the section says where a visit is booked. */
export const NoSiteVisitsYet: Story = {
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Your site visits' }));
    await expect(
      await section.findByText("No site visits booked. Pick a time on a property's page or in your inquiry."),
    ).toBeVisible();
  },
};

/** The visits did not load: the section says so and offers to try again; the rest of the page stands. */
export const SiteVisitsFailToLoad: Story = {
  parameters: { msw: { handlers: [visits.mine.serverError] } },
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Your site visits' }));
    await expect(await section.findByRole('heading', { name: 'Unable to Load Your Site Visits' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(await favouriteList(canvas)).toBeVisible();
  },
};

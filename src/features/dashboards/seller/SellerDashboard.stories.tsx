import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpResponse } from 'msw';
import { apiPaths, revisionMessages, type Listing, type PosterRole } from '@/api/contract';
import { db, requestsTo } from '@mocks/db';
import { aListing, anInquiry, aPhoto } from '@mocks/factories';
import { inquiries, listings } from '@mocks/handlers';
import { endpoint } from '@mocks/handlers/scenario';
import { storeSessionOf } from '@mocks/session';
import { formatCardPrice } from '@/lib/price';
import { maintenanceQuestion } from '@/testing/inquiryFixtures';
import { atRoutes } from '@/testing/storyFrame';
import { SellerDashboard } from './SellerDashboard';

/** A listing as the dashboard shows it: the place by its locality and city, the rest from the factory. */
type ListingFixture = Omit<Partial<Listing>, 'location'> & { title: string; location?: Partial<Listing['location']> };

/** The Seller's three listings: live with two inquiries, turned down in review, waiting for review. */
const flat = {
  title: '2 BHK Flat in Koramangala',
  price: 9_500_000,
  views: 42,
  inquiryCount: 2,
  updatedAt: '2026-10-12T09:30:00.000Z',
} satisfies ListingFixture;
const villa = {
  title: '4 BHK Villa for Rent in Whitefield',
  purpose: 'rent',
  propertyType: 'villa',
  price: 120_000,
  views: 18,
  inquiryCount: 0,
  reviewState: 'rejected',
  reviewReason: 'The photos show a different villa.',
  location: { locality: 'Whitefield', city: 'Bengaluru' },
  photos: [aPhoto('/mock-media/villa.jpg')],
  updatedAt: '2026-10-15T12:00:00.000Z',
} satisfies ListingFixture;
const plot = {
  title: 'Corner Plot near Hinjewadi Phase 2',
  propertyType: 'plot',
  price: 6_000_000,
  views: 0,
  inquiryCount: 0,
  reviewState: 'pending_review',
  location: { locality: 'Hinjewadi', city: 'Pune' },
  photos: [aPhoto('/mock-media/blueprint.jpg')],
  updatedAt: '2026-10-18T10:00:00.000Z',
} satisfies ListingFixture;
/** The Agent's two live listings, neither asked about. */
const agentsListings = [
  {
    title: 'Furnished Office Space in Bandra Kurla Complex',
    propertyType: 'office',
    price: 65_000_000,
    views: 64,
    inquiryCount: 0,
    location: { locality: 'Bandra Kurla Complex', city: 'Mumbai' },
    photos: [aPhoto('/mock-media/office.jpg')],
    updatedAt: '2026-10-10T09:00:00.000Z',
  },
  {
    title: '3 BHK Independent House in Kothrud',
    propertyType: 'independent house',
    price: 21_500_000,
    views: 9,
    inquiryCount: 0,
    location: { locality: 'Kothrud', city: 'Pune' },
    photos: [aPhoto('/mock-media/villa.jpg'), aPhoto('/mock-media/flat.jpg')],
    updatedAt: '2026-10-08T09:00:00.000Z',
  },
] satisfies ListingFixture[];

function postedBy(role: PosterRole, { location, ...fields }: ListingFixture): Listing {
  const poster = db.accounts.find((account) => account.role === role)!;
  const listing = aListing({ postedBy: poster._id, poster: { name: poster.name, role }, ...fields });
  return { ...listing, location: { ...listing.location, ...location } };
}
const flatId = () => db.listings.find((l) => l.title === flat.title)!._id;

const meta = {
  title: 'Pages/Dashboards/Seller and Agent',
  component: SellerDashboard,
  decorators: [atRoutes('/seller', '/agent')],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/seller' } },
  beforeEach: () => {
    db.listings = [
      ...[flat, villa, plot].map((listing) => postedBy('Seller', listing)),
      ...agentsListings.map((listing) => postedBy('Agent', listing)),
    ];
    // On the flat: one inquiry not yet answered (new), one answered.
    const about = { listingId: flatId(), listingTitle: flat.title };
    db.inquiries = [anInquiry(about), anInquiry({ ...about, ...maintenanceQuestion })];
    storeSessionOf('Seller');
  },
} satisfies Meta<typeof SellerDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

const figure = (region: HTMLElement, label: string) => within(region).getByRole('definition', { name: label });
const row = (canvas: ReturnType<typeof within>, name: string) => within(canvas.getByRole('article', { name }));

export const SellerOverview: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Seller Dashboard' })).toBeVisible();
    const glance = await canvas.findByRole('region', { name: 'Your listings at a glance' });
    await expect(figure(glance, 'Total Listings')).toHaveTextContent('3');
    await expect(figure(glance, 'Live')).toHaveTextContent('1');
    await expect(figure(glance, 'Pending Review')).toHaveTextContent('1');
    await expect(figure(glance, 'Rejected')).toHaveTextContent('1');
    await expect(figure(glance, 'Total Views')).toHaveTextContent(String(flat.views + villa.views + plot.views));
    await expect(figure(glance, 'Total Inquiries')).toHaveTextContent(String(flat.inquiryCount));
    // The last changed first.
    const titles = within(canvas.getByRole('region', { name: 'My listings' }))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    await expect(titles).toEqual([plot.title, villa.title, flat.title]);
    const flatRow = row(canvas, flat.title);
    await expect(flatRow.getByText('Live')).toBeVisible();
    await expect(
      flatRow.getByText(`${formatCardPrice(flat.price)} · ${flat.views} views · ${flat.inquiryCount} inquiries`, {
        exact: false,
      }),
    ).toBeVisible();
    await expect(flatRow.getByRole('link', { name: `Edit ${flat.title}` })).toHaveAttribute(
      'href',
      `/edit-property/${flatId()}`,
    );
    await expect(flatRow.getByRole('link', { name: `View ${flat.title}` })).toHaveAttribute(
      'href',
      `/property-detail/${flatId()}`,
    );
    await expect(row(canvas, villa.title).getByText(villa.reviewReason, { exact: false })).toBeVisible();
    await expect(row(canvas, plot.title).getByText('Pending Review')).toBeVisible();
    await expect(requestsTo(apiPaths.myListings, 'GET')[0]?.authorization).toMatch(/^Bearer /);
  },
};

export const NewInquiriesLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: '1 new inquiry from buyers' }));
    await expect(await canvas.findByText('Arrived at /inquiries?state=new')).toBeVisible();
  },
};

export const AgentDashboard: Story = {
  parameters: { router: { initialEntry: '/agent' } },
  beforeEach: () => {
    storeSessionOf('Agent');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Agent Dashboard' })).toBeVisible();
    const glance = await canvas.findByRole('region', { name: 'Your listings at a glance' });
    await expect(figure(glance, 'Total Listings')).toHaveTextContent(String(agentsListings.length));
    await expect(await canvas.findByText(/No new inquiries/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all inquiries' })).toHaveAttribute('href', '/inquiries');
  },
};

export const DeleteAfterConfirming: Story = {
  play: async ({ canvas }) => {
    const plotId = db.listings.find((l) => l.title === plot.title)!._id;
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${plot.title}` }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Delete this property?' }));
    await expect(dialog.getByText(`${plot.title}, its photos and its inquiries`, { exact: false })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete property' }));
    await expect(await within(document.body).findByText(`${plot.title} was deleted`)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('article', { name: plot.title })).not.toBeInTheDocument());
    await expect(
      figure(canvas.getByRole('region', { name: 'Your listings at a glance' }), 'Total Listings'),
    ).toHaveTextContent('2');
    await expect(requestsTo(apiPaths.listing(plotId), 'DELETE')).toHaveLength(1);
  },
};

export const DeleteCancelled: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${flat.title}` }));
    await userEvent.click(
      within(await within(document.body).findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(db.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  },
};

export const DeleteFails: Story = {
  parameters: { msw: { handlers: [listings.remove.serverError] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${flat.title}` }));
    await userEvent.click(
      within(await within(document.body).findByRole('alertdialog')).getByRole('button', { name: 'Delete property' }),
    );
    await expect(
      await within(document.body).findByText('Failed to delete the property. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

export const NoListingsYet: Story = {
  parameters: { msw: { handlers: [listings.mine.empty, inquiries.mine.empty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Post your first property' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('link', { name: 'Post Property' })[1]!);
    await expect(await canvas.findByText('Arrived at /post_property')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [listings.mine.slow] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your dashboard' })).toBeVisible();
  },
};

export const LoadFailsThenRetries: Story = {
  parameters: { msw: { handlers: [listings.mine.serverErrorOnce] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Unable to Load Your Listings' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('region', { name: 'Your listings at a glance' })).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const glance = await canvas.findByRole('region', { name: 'Your listings at a glance' });
    const total = within(glance).getByText('Total Listings').getBoundingClientRect();
    const live = within(glance).getByText('Live').getBoundingClientRect();
    const pending = within(glance).getByText('Pending Review').getBoundingClientRect();
    // Two figures a row on a phone.
    await expect(live.top).toBe(total.top);
    await expect(pending.top).toBeGreaterThan(total.bottom);
  },
};

/**
 * docs/review.md#revisions: the flat's owner changed its price on 27 Nov; buyers still see the live
 * version. The DELETE answers as the server does until the shared mocks learn revisions.
 */
function flatWithChanges(state: 'pending_review' | 'rejected', reason?: string) {
  const listing = db.listings.find((l) => l.title === flat.title)!;
  listing.revision = {
    state,
    reason,
    submittedAt: '2026-11-27T05:30:00.000Z',
    updatedAt: '2026-11-27T06:00:00.000Z',
    version: { ...listing, price: 10_500_000, updatedAt: '2026-11-27T06:00:00.000Z' },
  };
}
const withdrawRevision = endpoint('delete', apiPaths.listingRevision(':id'), ({ params }) => {
  const listing = db.listings.find((l) => l._id === params.id);
  if (!listing?.revision) return HttpResponse.json({ message: revisionMessages.noRevision }, { status: 404 });
  delete listing.revision;
  return HttpResponse.json({ message: revisionMessages.withdrawn, listing });
});
const changes = { msw: { handlers: [withdrawRevision.ok] } };

export const ChangesWaitingForReview: Story = {
  parameters: changes,
  beforeEach: () => flatWithChanges('pending_review'),
  play: async ({ canvas }) => {
    const flatRow = within(await canvas.findByRole('article', { name: flat.title }));
    // Still live: the published version stays what buyers see.
    await expect(flatRow.getByText('Live', { exact: true })).toBeVisible();
    await expect(flatRow.getByText('Live. Your changes of 27 Nov are waiting for review')).toBeVisible();
    await expect(flatRow.getByRole('link', { name: `Live page of ${flat.title}` })).toHaveAttribute(
      'href',
      `/property-detail/${flatId()}`,
    );
    await expect(flatRow.getByRole('link', { name: `Your changes to ${flat.title}` })).toHaveAttribute(
      'href',
      `/property-detail/${flatId()}?version=changes`,
    );
    await expect(figure(canvas.getByRole('region', { name: 'Your listings at a glance' }), 'Live')).toHaveTextContent(
      '1',
    );
  },
};

/**
 * docs/review.md#status-said-once: the flat was sold after its owner sent changes; its row says Sold,
 * never "Live", and the count of live listings leaves it out.
 */
export const ChangesToASoldListing: Story = {
  parameters: changes,
  beforeEach: () => {
    flatWithChanges('pending_review');
    db.listings.find((l) => l.title === flat.title)!.status = 'sold';
  },
  play: async ({ canvas }) => {
    const flatRow = within(await canvas.findByRole('article', { name: flat.title }));
    await expect(flatRow.getByText('Sold', { exact: true })).toBeVisible();
    await expect(flatRow.getByText('Sold. Your changes of 27 Nov are waiting for review')).toBeVisible();
    await expect(flatRow.queryByText(/^Live/)).not.toBeInTheDocument();
    await expect(flatRow.getByRole('link', { name: `Published page of ${flat.title}` })).toHaveAttribute(
      'href',
      `/property-detail/${flatId()}`,
    );
    await expect(figure(canvas.getByRole('region', { name: 'Your listings at a glance' }), 'Live')).toHaveTextContent(
      '0',
    );
  },
};

export const WithdrawChangesAfterConfirming: Story = {
  parameters: changes,
  beforeEach: () => flatWithChanges('pending_review'),
  play: async ({ canvas }) => {
    const id = flatId();
    await userEvent.click(await canvas.findByRole('button', { name: `Withdraw changes to ${flat.title}` }));
    const body = within(document.body);
    const asked = { name: 'Withdraw your changes?' };
    // Read afresh until shown: in CI (two files at a time) a text was found in a dialog or a toast, then
    // reported not visible, as in ReportsQueue's Restore After Confirming; it still fails if never shown.
    await waitFor(() =>
      expect(
        within(body.getByRole('alertdialog', asked)).getByText(/The live version stays as buyers see it now/),
      ).toBeVisible(),
    );
    await userEvent.click(
      within(body.getByRole('alertdialog', asked)).getByRole('button', { name: 'Withdraw changes' }),
    );
    await waitFor(() => expect(body.getByText(revisionMessages.withdrawn)).toBeVisible());
    await waitFor(() => expect(canvas.queryByText(/Your changes of 27 Nov/)).not.toBeInTheDocument());
    await expect(canvas.getByRole('article', { name: flat.title })).toBeVisible();
    await expect(requestsTo(apiPaths.listingRevision(id), 'DELETE')).toHaveLength(1);
    // The list is read again after the withdrawal.
    await expect(requestsTo(apiPaths.myListings, 'GET').length).toBeGreaterThanOrEqual(2);
  },
};

export const WithdrawChangesCancelled: Story = {
  parameters: changes,
  beforeEach: () => flatWithChanges('pending_review'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Withdraw changes to ${flat.title}` }));
    await userEvent.click(
      within(await within(document.body).findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('Live. Your changes of 27 Nov are waiting for review')).toBeVisible();
    await expect(db.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  },
};

export const WithdrawChangesFails: Story = {
  parameters: { msw: { handlers: [withdrawRevision.serverError] } },
  beforeEach: () => flatWithChanges('pending_review'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Withdraw changes to ${flat.title}` }));
    await userEvent.click(
      within(await within(document.body).findByRole('alertdialog')).getByRole('button', { name: 'Withdraw changes' }),
    );
    await expect(
      await within(document.body).findByText('Failed to withdraw your changes. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getByText('Live. Your changes of 27 Nov are waiting for review')).toBeVisible();
  },
};

export const ChangesNotApproved: Story = {
  parameters: changes,
  beforeEach: () => flatWithChanges('rejected', 'The new price leaves out the parking charges.'),
  play: async ({ canvas }) => {
    const flatRow = within(await canvas.findByRole('article', { name: flat.title }));
    await expect(flatRow.getByText('Live', { exact: true })).toBeVisible();
    await expect(
      flatRow.getByText('Your changes of 27 Nov were not approved: The new price leaves out the parking charges.'),
    ).toBeVisible();
    await expect(flatRow.getByRole('link', { name: `Edit again your changes to ${flat.title}` })).toHaveAttribute(
      'href',
      `/edit-property/${flatId()}`,
    );
  },
};

export const DiscardChangesNotApproved: Story = {
  parameters: changes,
  beforeEach: () => flatWithChanges('rejected', 'The new price leaves out the parking charges.'),
  play: async ({ canvas }) => {
    const id = flatId();
    const flatRow = within(await canvas.findByRole('article', { name: flat.title }));
    await userEvent.click(flatRow.getByRole('button', { name: `Discard changes to ${flat.title}` }));
    await userEvent.click(
      within(await within(document.body).findByRole('alertdialog')).getByRole('button', { name: 'Withdraw changes' }),
    );
    await expect(await within(document.body).findByText(revisionMessages.withdrawn)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(/were not approved/)).not.toBeInTheDocument());
    await expect(requestsTo(apiPaths.listingRevision(id), 'DELETE')).toHaveLength(1);
  },
};

export const ChangesOnAPhone: Story = {
  parameters: {
    ...changes,
    viewport: {
      options: { narrow: { name: 'Phone 320', styles: { width: '320px', height: '800px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'narrow' } },
  beforeEach: () => flatWithChanges('pending_review'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(320);
    const article = await canvas.findByRole('article', { name: flat.title });
    await expect(within(article).getByText('Live. Your changes of 27 Nov are waiting for review')).toBeVisible();
    const withdraw = within(article).getByRole('button', { name: `Withdraw changes to ${flat.title}` });
    await expect(withdraw).toBeVisible();
    // Nothing of the card runs past the screen's edge.
    await expect(article.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    await expect(withdraw.getBoundingClientRect().right).toBeLessThanOrEqual(article.getBoundingClientRect().right);
  },
};

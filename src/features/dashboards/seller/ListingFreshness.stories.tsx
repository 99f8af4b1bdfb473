import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths, type Listing } from '@/api/contract';
import { db, requestsTo } from '@mocks/db';
import { aListing } from '@mocks/factories';
import { freshness } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { listingsByFreshness } from '@/testing/freshnessFixtures';
import { atRoutes } from '@/testing/storyFrame';
import { SellerDashboard } from './SellerDashboard';

type State = keyof typeof listingsByFreshness;

/** The Seller's dashboard with one approved listing in the given state. */
function onlyListing(state: State) {
  return () => {
    const seller = db.accounts.find((account) => account.role === 'Seller')!;
    const fields: Partial<Listing> = listingsByFreshness[state];
    db.listings = [aListing({ postedBy: seller._id, poster: { name: seller.name, role: 'Seller' }, ...fields })];
    storeSessionOf('Seller');
  };
}

/** docs/listings.md#confirmed-available, #listing-status, #mark-sold: the owner's row of a live listing. */
const meta = {
  title: 'Pages/Dashboards/Seller listings that stay true',
  component: SellerDashboard,
  decorators: [atRoutes('/seller')],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/seller' } },
} satisfies Meta<typeof SellerDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const rowOf = async (canvas: Canvas, state: State) =>
  within(await canvas.findByRole('article', { name: listingsByFreshness[state].title }));
const listing = () => db.listings[0]!;
const body = () => within(document.body);

export const Fresh: Story = {
  beforeEach: onlyListing('fresh'),
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, 'fresh');
    await expect(row.getByText('Confirmed available 3 days ago')).toBeVisible();
    await expect(row.getByRole('button', { name: `Confirm available: ${listing().title}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Mark as sold: ${listing().title}` })).toBeVisible();
  },
};

/** After the 25 days of the reminder: confirming starts a new period. */
export const DueConfirmSoon: Story = {
  beforeEach: onlyListing('due'),
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, 'due');
    await expect(row.getByText('Confirm soon: unconfirmed listings are paused after 30 days')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: `Confirm available: ${listing().title}` }));
    await expect(await body().findByText(`${listing().title} is confirmed available`)).toBeVisible();
    await expect(await row.findByText('Confirmed available today')).toBeVisible();
    await expect(requestsTo(apiPaths.confirmListing(listing()._id), 'POST')).toHaveLength(1);
  },
};

/** Paused after 30 days: the confirm button brings it back to search, and the row says so. */
export const PausedConfirmBringsItBack: Story = {
  beforeEach: onlyListing('paused'),
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, 'paused');
    await expect(row.getByText('Paused: confirm it is still available')).toBeVisible();
    // Out of search: its badge says so, not "Live".
    await expect(row.getByText('Paused', { exact: true })).toBeVisible();
    await expect(row.queryByText('Live', { exact: true })).not.toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: `Confirm available: ${listing().title}` }));
    await expect(await row.findByText('Confirmed available today')).toBeVisible();
    await expect(row.getByText('Live', { exact: true })).toBeVisible();
    await expect(row.queryByText('Paused: confirm it is still available')).not.toBeInTheDocument();
    await expect(requestsTo(apiPaths.confirmListing(listing()._id), 'POST')).toHaveLength(1);
    await expect(listing().status).toBe('live');
  },
};

/** The confirm fails: the row stays paused and says what went wrong. */
export const PausedConfirmFails: Story = {
  beforeEach: onlyListing('paused'),
  parameters: { msw: { handlers: [freshness.confirm.serverError] } },
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, 'paused');
    await userEvent.click(row.getByRole('button', { name: `Confirm available: ${listing().title}` }));
    await expect(await body().findByText('That did not work. Please try again.')).toBeVisible();
    await expect(row.getByText('Paused: confirm it is still available')).toBeVisible();
    await expect(listing().status).toBe('paused');
  },
};

/** Held by reports that count: the owner cannot confirm it back; the Nivaas team decides. */
export const HeldByReports: Story = {
  beforeEach: onlyListing('held'),
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, 'held');
    await expect(row.getByText('Paused: buyers reported it, and the Nivaas team is checking')).toBeVisible();
    await expect(row.queryByRole('button', { name: /^Confirm available/ })).not.toBeInTheDocument();
    await expect(row.getByRole('button', { name: `Mark as sold: ${listing().title}` })).toBeVisible();
  },
};

export const Sold: Story = {
  beforeEach: onlyListing('sold'),
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, 'sold');
    await expect(row.getByText('Sold', { exact: true })).toBeVisible();
    await expect(row.getByText('Sold: buyers no longer see it')).toBeVisible();
    await expect(row.queryByRole('button', { name: /^(Confirm available|Mark as)/ })).not.toBeInTheDocument();
  },
};

export const Rented: Story = {
  beforeEach: onlyListing('rented'),
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, 'rented');
    await expect(row.getByText('Rented out', { exact: true })).toBeVisible();
    await expect(row.getByText('Rented out: buyers no longer see it')).toBeVisible();
    await expect(row.queryByRole('button', { name: /^(Confirm available|Mark as)/ })).not.toBeInTheDocument();
  },
};

/** "Mark as sold" asks first; confirmed, the listing leaves search and its row says Sold. */
export const MarkAsSold: Story = {
  beforeEach: onlyListing('fresh'),
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, 'fresh');
    await userEvent.click(row.getByRole('button', { name: `Mark as sold: ${listing().title}` }));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Mark as sold?' }));
    await expect(dialog.getByText(/leaves search at once and buyers can no longer send inquiries/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as sold' }));
    await expect(await body().findByText(`${listing().title} is marked as sold`)).toBeVisible();
    await expect(await row.findByText('Sold: buyers no longer see it')).toBeVisible();
    await expect(row.getByText('Sold', { exact: true })).toBeVisible();
    await expect(requestsTo(apiPaths.closeListing(listing()._id), 'POST')).toHaveLength(1);
    await expect(listing().status).toBe('sold');
  },
};

/** A rent is "Mark as rented"; cancelling the question sends nothing. */
export const MarkAsRentedCancelled: Story = {
  beforeEach: () => {
    onlyListing('fresh')();
    Object.assign(listing(), { purpose: 'rent', price: 32_000 });
  },
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, 'fresh');
    await userEvent.click(row.getByRole('button', { name: `Mark as rented: ${listing().title}` }));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Mark as rented?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(row.getByText('Confirmed available 3 days ago')).toBeVisible();
    await expect(requestsTo(apiPaths.closeListing(listing()._id))).toHaveLength(0);
  },
};

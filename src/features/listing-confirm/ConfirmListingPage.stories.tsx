import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths, freshnessMessages } from '@/api/contract';
import { db, requestsTo } from '@mocks/db';
import { aListing, daysAgo } from '@mocks/factories';
import { freshness } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { atRoutes } from '@/testing/storyFrame';
import { ConfirmListingPage } from './ConfirmListingPage';

/** The Seller's flat, paused after 30 days nobody confirmed it; the reminder e-mail's link names it. */
const flat = aListing({
  _id: 'listing-baner',
  title: '2 BHK Flat in Baner',
  status: 'paused',
  confirmedAt: daysAgo(31),
});
/** The mocks sign a link as `mock-confirm.{listing id}` (mocks/handlers/freshness.ts). */
const linkTo = (token: string) => `/confirm-listing?token=${token}`;

/** docs/listings.md#confirm-link: the page the reminder e-mail opens, signed out. */
const meta = {
  title: 'Pages/ConfirmListing',
  component: ConfirmListingPage,
  decorators: [atRoutes('/confirm-listing')],
  parameters: { layout: 'fullscreen', router: { initialEntry: linkTo(`mock-confirm.${flat._id}`) } },
  beforeEach: () => {
    db.listings = [{ ...flat }];
  },
} satisfies Meta<typeof ConfirmListingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const theFlat = () => db.listings[0]!;

export const Confirmed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Confirmed available')).toBeVisible();
    await expect(canvas.getByRole('link', { name: flat.title })).toHaveAttribute(
      'href',
      '/property-detail/listing-baner/2-bhk-flat-in-baner',
    );
    await expect(canvas.getByText(/stays in search. We will ask you again in 25 days./)).toBeVisible();
    await expect(requestsTo(apiPaths.confirmListingByLink, 'POST').map((r) => r.body)).toEqual([
      { token: `mock-confirm.${flat._id}` },
    ]);
    // Live again, confirmed today.
    await expect(theFlat().status).toBe('live');
  },
};

export const ExpiredLink: Story = {
  parameters: { router: { initialEntry: linkTo('expired') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This link did not confirm your listing')).toBeVisible();
    await expect(canvas.getByText(freshnessMessages.linkExpired)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(theFlat().status).toBe('paused');
  },
};

export const InvalidLink: Story = {
  parameters: { router: { initialEntry: linkTo(`mock-confirm.${flat._id}-forged`) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This link did not confirm your listing')).toBeVisible();
    await expect(canvas.getByText(freshnessMessages.linkInvalid)).toBeVisible();
  },
};

/** No token at all (a link cut short by a mail program): nothing is sent. */
export const LinkWithoutToken: Story = {
  parameters: { router: { initialEntry: '/confirm-listing' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(freshnessMessages.linkInvalid)).toBeVisible();
    await expect(requestsTo(apiPaths.confirmListingByLink)).toHaveLength(0);
  },
};

/** The listing was marked sold since the e-mail: the link cannot bring it back. Signed in, the way on is the dashboard. */
export const ListingAlreadySold: Story = {
  beforeEach: () => {
    theFlat().status = 'sold';
    storeSessionOf('Seller');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(freshnessMessages.closed)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/seller');
  },
};

export const ConfirmFailsThenRetries: Story = {
  parameters: { msw: { handlers: [freshness.confirmByLink.serverErrorOnce] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Unable to Confirm Your Listing' })).toBeVisible();
    await expect(theFlat().status).toBe('paused');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByText('Confirmed available')).toBeVisible();
    await waitFor(() => expect(requestsTo(apiPaths.confirmListingByLink, 'POST')).toHaveLength(2));
    await expect(theFlat().status).toBe('live');
  },
};

export const Confirming: Story = {
  parameters: { msw: { handlers: [freshness.confirmByLink.slow] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Confirming your listing' })).toBeVisible();
    await expect(within(canvas.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
  },
};

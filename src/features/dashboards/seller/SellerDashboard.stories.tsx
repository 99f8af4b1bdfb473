import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@/api/contract';
import { db, requestsTo } from '@mocks/db';
import { inquiries, listings } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { atRoutes } from '@/testing/storyFrame';
import { SellerDashboard } from './SellerDashboard';

const villa = () => db.listings.find((l) => l.title === '4 BHK Villa for Rent in Whitefield')!;

const meta = {
  title: 'Pages/Dashboards/Seller and Agent',
  component: SellerDashboard,
  decorators: [atRoutes('/seller', '/agent')],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/seller' } },
  beforeEach: () => {
    Object.assign(villa(), { reviewState: 'rejected', reviewReason: 'The photos show a different villa.' });
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
    await expect(figure(glance, 'Total Views')).toHaveTextContent('60');
    await expect(figure(glance, 'Total Inquiries')).toHaveTextContent('2');
    // The last changed first.
    const titles = within(canvas.getByRole('region', { name: 'My listings' }))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    await expect(titles).toEqual([
      'Corner Plot near Hinjewadi Phase 2',
      '4 BHK Villa for Rent in Whitefield',
      '2 BHK Flat in Koramangala',
    ]);
    const flat = row(canvas, '2 BHK Flat in Koramangala');
    await expect(flat.getByText('Live')).toBeVisible();
    await expect(flat.getByText(/₹95.00 Lakh · 42 views · 2 inquiries/)).toBeVisible();
    await expect(flat.getByRole('link', { name: 'Edit 2 BHK Flat in Koramangala' })).toHaveAttribute(
      'href',
      `/edit-property/${db.listings[0]!._id}`,
    );
    await expect(flat.getByRole('link', { name: 'View 2 BHK Flat in Koramangala' })).toHaveAttribute(
      'href',
      `/property-detail/${db.listings[0]!._id}`,
    );
    await expect(
      row(canvas, '4 BHK Villa for Rent in Whitefield').getByText(/The photos show a different villa/),
    ).toBeVisible();
    await expect(row(canvas, 'Corner Plot near Hinjewadi Phase 2').getByText('Pending Review')).toBeVisible();
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
    await expect(figure(glance, 'Total Listings')).toHaveTextContent('2');
    await expect(await canvas.findByText(/No new inquiries/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all inquiries' })).toHaveAttribute('href', '/inquiries');
  },
};

export const DeleteAfterConfirming: Story = {
  play: async ({ canvas }) => {
    const plotId = db.listings[2]!._id;
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Corner Plot near Hinjewadi Phase 2' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Delete this property?' }));
    await expect(dialog.getByText(/Corner Plot near Hinjewadi Phase 2, its photos and its inquiries/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete property' }));
    await expect(
      await within(document.body).findByText('Corner Plot near Hinjewadi Phase 2 was deleted'),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Corner Plot near Hinjewadi Phase 2' })).not.toBeInTheDocument(),
    );
    await expect(
      figure(canvas.getByRole('region', { name: 'Your listings at a glance' }), 'Total Listings'),
    ).toHaveTextContent('2');
    await expect(requestsTo(apiPaths.listing(plotId), 'DELETE')).toHaveLength(1);
  },
};

export const DeleteCancelled: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete 2 BHK Flat in Koramangala' }));
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
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete 2 BHK Flat in Koramangala' }));
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiPaths, freshnessMessages, type Listing } from '@/api/contract';
import { db, requestsTo } from '@mocks/db';
import { aListing } from '@mocks/factories';
import { freshness } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { listingsByFreshness } from '@/testing/freshnessFixtures';
import { atRoutes } from '@/testing/storyFrame';
import { SellerDashboard } from './SellerDashboard';

const held = listingsByFreshness.held;
type OpenReport = (typeof db.reports)[number];

/** The Seller's listing held by three reports: two say it is sold, one that the price is wrong. */
function heldByThreeReports() {
  const seller = db.accounts.find((account) => account.role === 'Seller')!;
  const fields: Partial<Listing> = held;
  db.listings = [aListing({ postedBy: seller._id, poster: { name: seller.name, role: 'Seller' }, ...fields })];
  const listingId = db.listings[0]!._id;
  const aReport = (n: number, reason: OpenReport['reason']): OpenReport => ({
    _id: `report-${n}`,
    listingId,
    reporterId: `reporter-${n}`,
    reason,
    text: 'Written by the reporter, never shown to the owner.',
    reporterName: `Reporter ${n}`,
    createdAt: '2026-11-02T06:30:00.000Z',
    weight: 'counts',
  });
  db.reports = [aReport(1, 'wrong price'), aReport(2, 'sold'), aReport(3, 'sold')];
  storeSessionOf('Seller');
}

/** docs/listings.md#report-response: the owner's row of a held listing says why, and takes one response. */
const meta = {
  title: 'Pages/Dashboards/Seller listing held by reports',
  component: SellerDashboard,
  decorators: [atRoutes('/seller')],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/seller' } },
  beforeEach: heldByThreeReports,
} satisfies Meta<typeof SellerDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const heldNotice = async (canvas: Canvas) =>
  within(await canvas.findByRole('region', { name: `Why ${held.title} is held` }));
const respondPath = () => apiPaths.respondToReports(db.listings[0]!._id);
const body = () => within(document.body);

/** The reasons with how many gave each, most first; never who reported nor their words. */
export const WhyItIsHeld: Story = {
  play: async ({ canvas }) => {
    const notice = await heldNotice(canvas);
    await expect(canvas.getByText('Paused: buyers reported it, and the Nivaas team is checking')).toBeVisible();
    await expect(notice.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Already sold or rented (2)',
      'Wrong price (1)',
    ]);
    await expect(canvas.queryByText(/Written by the reporter/)).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Reporter 1/)).not.toBeInTheDocument();
    await expect(notice.getByRole('button', { name: `Respond to the reports on ${held.title}` })).toBeVisible();
  },
};

/** The owner writes once: sent trimmed, thanked, and the row shows the response instead of the button. */
export const RespondOnce: Story = {
  play: async ({ canvas }) => {
    const notice = await heldNotice(canvas);
    await userEvent.click(notice.getByRole('button', { name: `Respond to the reports on ${held.title}` }));
    await userEvent.type(notice.getByRole('textbox', { name: /Your response/ }), '  It is still available.  ');
    await userEvent.click(notice.getByRole('button', { name: 'Send response' }));
    await expect(await body().findByText('Your response was sent to the Nivaas team')).toBeVisible();
    // Reloaded from the server: the response in place of the form.
    await expect(await notice.findByText(/^Your response, /)).toBeVisible();
    await expect(notice.getByText('It is still available.', { selector: 'blockquote' })).toBeVisible();
    await expect(notice.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(notice.queryByRole('button', { name: /^Respond to the reports/ })).not.toBeInTheDocument();
    await expect(requestsTo(respondPath(), 'POST').map((r) => r.body)).toEqual([{ text: 'It is still available.' }]);
  },
};

/** An empty response is not sent; Cancel puts the button back. */
export const EmptyResponseIsNotSent: Story = {
  play: async ({ canvas }) => {
    const notice = await heldNotice(canvas);
    await userEvent.click(notice.getByRole('button', { name: `Respond to the reports on ${held.title}` }));
    await userEvent.type(notice.getByRole('textbox', { name: /Your response/ }), '   ');
    await userEvent.click(notice.getByRole('button', { name: 'Send response' }));
    await expect(notice.getByText(freshnessMessages.responseRequired)).toBeVisible();
    await expect(requestsTo(respondPath())).toHaveLength(0);
    await userEvent.click(notice.getByRole('button', { name: 'Cancel' }));
    await expect(notice.getByRole('button', { name: `Respond to the reports on ${held.title}` })).toBeVisible();
  },
};

/** The server refuses (responded already, from another tab): said in the form, the text kept. */
export const ResponseRefused: Story = {
  parameters: { msw: { handlers: [freshness.respond.already] } },
  play: async ({ canvas }) => {
    const notice = await heldNotice(canvas);
    await userEvent.click(notice.getByRole('button', { name: `Respond to the reports on ${held.title}` }));
    const field = notice.getByRole('textbox', { name: /Your response/ });
    await userEvent.type(field, 'The price is right.');
    await userEvent.click(notice.getByRole('button', { name: 'Send response' }));
    const refusal = within(await notice.findByRole('alert'));
    await expect(refusal.getByText('Your response was not sent')).toBeVisible();
    await expect(refusal.getByText(freshnessMessages.alreadyResponded)).toBeVisible();
    await expect(field).toHaveValue('The price is right.');
  },
};

/** Responded already: the response and its date, no way to write another. */
export const AlreadyResponded: Story = {
  beforeEach: () => {
    db.reportResponses = [
      { listingId: db.listings[0]!._id, text: 'It is still available.', createdAt: '2026-11-06T05:00:00.000Z' },
    ];
  },
  play: async ({ canvas }) => {
    const notice = await heldNotice(canvas);
    await expect(notice.getByText('Your response, 6 Nov 2026')).toBeVisible();
    await expect(notice.getByText('It is still available.')).toBeVisible();
    await expect(notice.queryByRole('button', { name: /^Respond to the reports/ })).not.toBeInTheDocument();
  },
};

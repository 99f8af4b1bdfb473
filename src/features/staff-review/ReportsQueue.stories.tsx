import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, requestsTo } from '@mocks/db';
import { freshness } from '@mocks/handlers';
import { storeStaffSession } from '@mocks/session';
import { freshnessMessages, type Listing } from '@/api/contract';
import { atRoutes } from '@/testing/storyFrame';
import { ReviewQueuePage } from './ReviewQueuePage';

/** The Seller's villa for rent, held by three reports. */
const villa = {
  _id: 'villa-whitefield',
  title: '4 BHK Villa for Rent in Whitefield',
  status: 'held',
} satisfies Partial<Listing>;

/** The Agent's office, reported once and still live. */
const office = {
  _id: 'office-bkc',
  title: 'Furnished Office Space in Bandra Kurla Complex',
  status: 'live',
} satisfies Partial<Listing>;

type OpenReport = (typeof db.reports)[number];
const report = (listingId: string, n: number, fields: Omit<OpenReport, '_id' | 'listingId' | 'reporterId'>) => ({
  _id: `report-${n}`,
  listingId,
  reporterId: `reporter-${n}`,
  ...fields,
});

/** Oldest first, as the queue lists them: the villa's three reports, then the office's one. */
function reportedListings() {
  Object.assign(db.listings[1]!, villa);
  Object.assign(db.listings[3]!, office);
  db.reports = [
    report(villa._id, 1, {
      reason: 'sold',
      text: 'The owner says it was let out last month.',
      reporterName: 'Asha Rao',
      createdAt: '2026-11-02T06:30:00.000Z',
      weight: 'counts',
    }),
    report(villa._id, 2, {
      reason: 'wrong price',
      text: '',
      reporterName: 'Karan Mehta',
      createdAt: '2026-11-03T10:00:00.000Z',
      weight: 'counts',
    }),
    report(villa._id, 3, {
      reason: 'broker posing as owner',
      text: 'He asked for one month of brokerage.',
      reporterName: 'Meera Iyer',
      createdAt: '2026-11-04T19:00:00.000Z',
      weight: 'counts',
    }),
    report(office._id, 4, {
      reason: 'fake photos',
      text: '',
      reporterName: 'Asha Rao',
      createdAt: '2026-11-05T08:00:00.000Z',
      weight: 'new account',
    }),
  ];
}

const meta = {
  title: 'Pages/Staff/Review Queue/Reports',
  component: ReviewQueuePage,
  decorators: [atRoutes('/staff/review')],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/staff/review?queue=reports' } },
  beforeEach: () => {
    reportedListings();
    storeStaffSession();
  },
} satisfies Meta<typeof ReviewQueuePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Toasts and dialogs render outside the story's canvas. */
const screen = () => within(document.body);

/** docs/review.md#reported-listings: each reported listing once, with its open reports, oldest first. */
export const TwoReported: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Reports (2)', selected: true })).toBeVisible();
    const names = (await canvas.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    await expect(names).toEqual([villa.title, office.title]);
    const held = within(canvas.getByRole('article', { name: villa.title }));
    await expect(held.getByText('Whitefield, Bengaluru · Posted by Vikram Shah · 3 open reports')).toBeVisible();
    await expect(held.getByText('Held: out of search until the team decides')).toBeVisible();
    const reports = within(held.getByRole('list', { name: `Reports on ${villa.title}` })).getAllByRole('listitem');
    await expect(reports.map((item) => item.textContent)).toEqual([
      'Already sold or rentedThe owner says it was let out last month.Asha Rao · 2 Nov 2026Counts toward a hold',
      'Wrong priceKaran Mehta · 3 Nov 2026Counts toward a hold',
      // 19:00 UTC is past midnight in India: the date is India's.
      'Broker posing as ownerHe asked for one month of brokerage.Meera Iyer · 5 Nov 2026Counts toward a hold',
    ]);
    await expect(held.getByRole('link', { name: 'Open the listing' })).toHaveAttribute(
      'href',
      `/property-detail/${villa._id}`,
    );
    const live = within(canvas.getByRole('article', { name: office.title }));
    await expect(live.getByText(/1 open report$/)).toBeVisible();
    await expect(live.queryByText(/^Held/)).not.toBeInTheDocument();
    await expect(live.getByText('New account: under 14 days old, nothing approved')).toBeVisible();
    // One report is far from a hold: no flag.
    await expect(live.queryByText(/^Live until you decide/)).not.toBeInTheDocument();
    await expect(live.queryByText('The owner responded')).not.toBeInTheDocument();
  },
};

/** Restore asks first; once confirmed the reports are dismissed and the held listing is live again. */
export const RestoreAfterConfirming: Story = {
  play: async ({ canvas }) => {
    const restore = await canvas.findByRole('button', { name: `Restore ${villa.title}` });
    await userEvent.click(restore);
    const body = screen();
    const asked = { name: `Restore ${villa.title}?` };
    // Read afresh until shown: in CI (two files at a time, load 12) the text was found, then not visible.
    await waitFor(() =>
      expect(
        within(body.getByRole('alertdialog', asked)).getByText(
          'Its reports are dismissed and it is back in search for everyone.',
        ),
      ).toBeVisible(),
    );
    let question = within(body.getByRole('alertdialog', asked));
    await userEvent.click(question.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(requestsTo(`/api/staff/reports/${villa._id}/restore`)).toHaveLength(0);

    await userEvent.click(restore);
    question = within(await body.findByRole('alertdialog', asked));
    await userEvent.click(question.getByRole('button', { name: 'Restore listing' }));
    await expect(await body.findByText(`${villa.title} is live`)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('article', { name: villa.title })).not.toBeInTheDocument());
    await expect(canvas.getByRole('tab', { name: 'Reports (1)' })).toBeVisible();
    await expect(requestsTo(`/api/staff/reports/${villa._id}/restore`, 'POST')).toHaveLength(1);
    await expect(db.listings[1]?.status).toBe('live');
  },
};

/** Remove asks for the reason the owner reads; nothing is sent without one. */
export const RemoveWithAReason: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Remove ${office.title}` }));
    const body = screen();
    const dialog = within(await body.findByRole('dialog', { name: `Remove ${office.title}?` }));
    await expect(dialog.getByText(/The owner reads this reason on their dashboard/)).toBeVisible();
    const reason = dialog.getByRole('textbox', { name: /Reason for the owner/ });
    await expect(reason).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove listing' }));
    await expect(dialog.getByText(freshnessMessages.removeReasonRequired)).toBeVisible();
    await expect(requestsTo(`/api/staff/reports/${office._id}/remove`)).toHaveLength(0);
    await userEvent.type(reason, 'The photos are of another building.');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove listing' }));
    await expect(await body.findByText(`${office.title} was sent back to the owner`)).toBeVisible();
    await expect(requestsTo(`/api/staff/reports/${office._id}/remove`, 'POST')[0]?.body).toEqual({
      reason: 'The photos are of another building.',
    });
    await waitFor(() => expect(canvas.queryByRole('article', { name: office.title })).not.toBeInTheDocument());
    await expect(db.listings[3]).toMatchObject({
      reviewState: 'rejected',
      reviewReason: 'The photos are of another building.',
    });
  },
};

/** Another reviewer decided first: the failure is said and the queue reloads without the listing. */
export const DecidedByAnotherReviewer: Story = {
  parameters: { msw: { handlers: [freshness.restore.answer(409, { message: freshnessMessages.noReports })] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Restore ${villa.title}` }));
    const body = screen();
    const question = within(await body.findByRole('alertdialog'));
    // Meanwhile a colleague restored it.
    db.reports = db.reports.filter((r) => r.listingId !== villa._id);
    await userEvent.click(question.getByRole('button', { name: 'Restore listing' }));
    await expect(await body.findByText(`Could not restore ${villa.title}`)).toBeVisible();
    await expect(body.getByText(freshnessMessages.noReports)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('article', { name: villa.title })).not.toBeInTheDocument());
    await expect(canvas.getByRole('tab', { name: 'Reports (1)' })).toBeVisible();
  },
};

/**
 * docs/listings.md#report-weight: three reports that do not count (two new accounts, one mailbox
 * reporting twice) leave the office live; the reviewer sees why before deciding.
 */
export const ReportedButNotHeld: Story = {
  beforeEach: () => {
    db.reports.push(
      report(office._id, 5, {
        reason: 'fake photos',
        text: 'Same photos as another listing.',
        reporterName: 'Asha R',
        createdAt: '2026-11-05T09:00:00.000Z',
        weight: 'same mailbox',
      }),
      report(office._id, 6, {
        reason: 'sold',
        text: '',
        reporterName: 'Rohit Jain',
        createdAt: '2026-11-05T09:30:00.000Z',
        weight: 'dismissed before',
      }),
    );
  },
  play: async ({ canvas }) => {
    const live = within(await canvas.findByRole('article', { name: office.title }));
    await expect(live.getByText('Live until you decide: 0 of its reports count toward a hold')).toBeVisible();
    await expect(live.queryByText(/^Held/)).not.toBeInTheDocument();
    const weights = within(live.getByRole('list', { name: `Reports on ${office.title}` }));
    await expect(weights.getByText('New account: under 14 days old, nothing approved')).toBeVisible();
    await expect(weights.getByText('Same mailbox as an earlier report')).toBeVisible();
    await expect(weights.getByText('Dismissed before on this listing')).toBeVisible();
  },
};

/** docs/listings.md#report-response: the owner's one response, read beside the reports. */
export const OwnerResponded: Story = {
  beforeEach: () => {
    db.reportResponses = [
      {
        listingId: villa._id,
        text: 'It is still for rent; the tenant left in October.',
        createdAt: '2026-11-06T05:00:00.000Z',
      },
    ];
  },
  play: async ({ canvas }) => {
    const held = within(await canvas.findByRole('article', { name: villa.title }));
    const response = within(held.getByRole('region', { name: `The owner's response on ${villa.title}` }));
    await expect(response.getByText('The owner responded')).toBeVisible();
    await expect(response.getByText('It is still for rent; the tenant left in October.')).toBeVisible();
    await expect(response.getByText('Vikram Shah · 6 Nov 2026')).toBeVisible();
  },
};

export const NoOpenReports: Story = {
  parameters: { msw: { handlers: [freshness.reports.empty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No open reports' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Reports (0)', selected: true })).toBeVisible();
    await expect(
      canvas.getByText(
        'Listings that buyers report appear here; 3 reports from established accounts take one out of search until you decide.',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [freshness.reports.slow] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the reported listings' })).toBeVisible();
  },
};

export const LoadFailsThenRetries: Story = {
  parameters: { msw: { handlers: [freshness.reports.serverErrorOnce] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Unable to Load the Reported Listings' })).toBeVisible();
    await expect(canvas.getByText('Internal server error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('article', { name: villa.title })).toBeVisible();
  },
};

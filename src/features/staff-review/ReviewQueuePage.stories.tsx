import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, requestsTo } from '@mocks/db';
import { review } from '@mocks/handlers';
import { storeSessionOf, storeStaffSession } from '@mocks/session';
import type { BuilderProject, Session } from '@/api/contract';
import { formatShortDate } from '@/lib/dates';
import { atRoutes } from '@/testing/storyFrame';
import { ReviewQueuePage } from './ReviewQueuePage';

/** The builder who sent both projects: the queue names them and offers their e-mail. */
const skylineBuilder = { name: 'Rohan Mehta', email: 'rohan@example.in' } satisfies Partial<Session>;

/** The flat project, waiting since October (its banner and floor plan: 2 photos). */
const heightsWaiting = {
  projectName: 'Skyline Heights',
  reviewState: 'pending_review',
  updatedAt: '2026-10-20T09:00:00.000Z',
} satisfies Partial<BuilderProject>;

/** The shops project, waiting since November. */
const marketSquareWaiting = {
  projectName: 'Skyline Market Square',
  reviewState: 'pending_review',
  updatedAt: '2026-11-18T09:00:00.000Z',
} satisfies Partial<BuilderProject>;

/** Two of the builder's projects wait, oldest first. */
function twoProjectsWaiting() {
  const [, flat, shops] = db.projects;
  Object.assign(
    db.accounts.find((account) => account.role === 'Builder')!,
    skylineBuilder,
  );
  return { flat: Object.assign(flat!, heightsWaiting), shops: Object.assign(shops!, marketSquareWaiting) };
}

const meta = {
  title: 'Pages/Staff/Review Queue',
  component: ReviewQueuePage,
  decorators: [atRoutes('/staff/review')],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/staff/review' } },
  beforeEach: () => {
    twoProjectsWaiting();
    storeStaffSession();
  },
} satisfies Meta<typeof ReviewQueuePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Toasts and dialogs render outside the story's canvas. */
const screen = () => within(document.body);

export const TwoWaiting: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Builder projects (2)', selected: true })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Listings (1)' })).toBeVisible();
    const names = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(names).toEqual([heightsWaiting.projectName, marketSquareWaiting.projectName]);
    const heights = within(canvas.getByRole('article', { name: heightsWaiting.projectName }));
    await expect(
      heights.getByText(/Residential Flat · Under Construction · Indiranagar, Bengaluru, Karnataka/),
    ).toBeVisible();
    await expect(heights.getByText(`By ${skylineBuilder.name}`, { exact: false })).toHaveTextContent(
      `Sent ${formatShortDate(heightsWaiting.updatedAt)} · 2 photos`,
    );
    await expect(heights.getByRole('link', { name: skylineBuilder.email })).toHaveAttribute(
      'href',
      `mailto:${skylineBuilder.email}`,
    );
    await expect(heights.getByRole('link', { name: 'Open the full project' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/builder-property-detail\//),
    );
  },
};

/** docs/review.md#review-rera-flag: a project without a RERA number is flagged; one with a number shows it instead. */
export const ReraFlag: Story = {
  beforeEach: () => {
    twoProjectsWaiting().shops.reraNumber = 'PRM/KA/RERA/1251/446/PR/171015/000422';
  },
  play: async ({ canvas }) => {
    const heights = within(await canvas.findByRole('article', { name: heightsWaiting.projectName }));
    await expect(heights.getByText('No RERA number: required for projects over 500 sq m or 8 units')).toBeVisible();
    const shops = within(canvas.getByRole('article', { name: marketSquareWaiting.projectName }));
    await expect(shops.getByText('RERA PRM/KA/RERA/1251/446/PR/171015/000422 (K-RERA)')).toBeVisible();
    await expect(shops.queryByText(/No RERA number/)).not.toBeInTheDocument();
    // A registered project gets no RERA reason to click.
    await userEvent.click(shops.getByRole('button', { name: `Reject ${marketSquareWaiting.projectName}` }));
    const dialog = within(await screen().findByRole('dialog', { name: `Reject ${marketSquareWaiting.projectName}?` }));
    await expect(dialog.queryByRole('group', { name: 'One-click reasons' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
  },
};

/** docs/review.md#review-rera-flag: one click fills the reason for a flagged project; the reviewer sends it as is. */
export const RejectForNoReraNumber: Story = {
  play: async ({ canvas }) => {
    const flat = db.projects[1]!;
    await userEvent.click(await canvas.findByRole('button', { name: `Reject ${heightsWaiting.projectName}` }));
    const body = screen();
    const dialog = within(await body.findByRole('dialog', { name: `Reject ${heightsWaiting.projectName}?` }));
    const quick = within(dialog.getByRole('group', { name: 'One-click reasons' }));
    await userEvent.click(quick.getByRole('button', { name: 'No RERA number' }));
    const reason =
      "Please add the project's RERA registration number in the Location step: it is required for projects over 500 sq m or 8 units.";
    await expect(dialog.getByRole('textbox', { name: /Reason for the builder/ })).toHaveValue(reason);
    await userEvent.click(dialog.getByRole('button', { name: 'Reject project' }));
    await expect(await body.findByText(`${heightsWaiting.projectName} was sent back to the builder`)).toBeVisible();
    const [sent] = requestsTo(`/api/staff/projects/${flat._id}/reject`, 'POST');
    await expect(sent?.body).toEqual({ reason });
  },
};

/**
 * docs/review.md#review-rate-flag, docs/review.md#review-pincode: a shop at ₹200 a sq.ft in Bengaluru is
 * flagged with the city's usual range, each place shows its pincode, and one click words the reason.
 */
export const UnusualPriceFlag: Story = {
  beforeEach: () => {
    twoProjectsWaiting().shops.shopDetails!.types = [{ type: 'Retail shop', area: 300, price: 60_000 }];
  },
  play: async ({ canvas }) => {
    const shops = within(await canvas.findByRole('article', { name: marketSquareWaiting.projectName }));
    await expect(
      shops.getByText(
        'Unusual price: Retail shop at ₹200 a sq.ft; shops in Bengaluru usually ask ₹2,200 to ₹1,20,000 a sq.ft',
      ),
    ).toBeVisible();
    await expect(shops.getByText(/Bengaluru, Karnataka 560038 · From/)).toBeVisible();
    const heights = within(canvas.getByRole('article', { name: heightsWaiting.projectName }));
    await expect(heights.queryByText(/Unusual price/)).not.toBeInTheDocument();
    await userEvent.click(shops.getByRole('button', { name: `Reject ${marketSquareWaiting.projectName}` }));
    const dialog = within(await screen().findByRole('dialog', { name: `Reject ${marketSquareWaiting.projectName}?` }));
    await userEvent.click(
      within(dialog.getByRole('group', { name: 'One-click reasons' })).getByRole('button', { name: 'Unusual price' }),
    );
    await expect(dialog.getByRole('textbox', { name: /Reason for the builder/ })).toHaveValue(
      'Please check the price of Retail shop: it works out to ₹200 a sq.ft, while shops in Bengaluru usually ask ₹2,200 to ₹1,20,000 a sq.ft.',
    );
  },
};

export const Approve: Story = {
  play: async ({ canvas }) => {
    const flat = db.projects[1]!;
    await userEvent.click(await canvas.findByRole('button', { name: `Approve ${heightsWaiting.projectName}` }));
    await expect(await screen().findByText(`${heightsWaiting.projectName} is live`)).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: heightsWaiting.projectName })).not.toBeInTheDocument(),
    );
    await expect(canvas.getByRole('tab', { name: 'Builder projects (1)' })).toBeVisible();
    const [sent] = requestsTo(`/api/staff/projects/${flat._id}/approve`, 'POST');
    await expect(sent?.authorization).toMatch(/^Bearer /);
    await expect(db.projects[1]?.reviewState).toBe('approved');
  },
};

export const RejectWithAReason: Story = {
  play: async ({ canvas }) => {
    const shops = db.projects[2]!;
    await userEvent.click(await canvas.findByRole('button', { name: `Reject ${marketSquareWaiting.projectName}` }));
    const body = screen();
    const dialog = within(await body.findByRole('dialog', { name: `Reject ${marketSquareWaiting.projectName}?` }));
    const reason = dialog.getByRole('textbox', { name: /Reason for the builder/ });
    await expect(reason).toHaveFocus();
    await userEvent.type(reason, 'Please add the RERA registration number to the description.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject project' }));
    await expect(
      await body.findByText(`${marketSquareWaiting.projectName} was sent back to the builder`),
    ).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = requestsTo(`/api/staff/projects/${shops._id}/reject`, 'POST');
    await expect(sent?.body).toEqual({ reason: 'Please add the RERA registration number to the description.' });
    await expect(canvas.queryByRole('article', { name: marketSquareWaiting.projectName })).not.toBeInTheDocument();
  },
};

export const RejectNeedsAReason: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Reject ${marketSquareWaiting.projectName}` }));
    const dialog = within(await screen().findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox'), '  ok ');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject project' }));
    await expect(dialog.getByText('Please give the builder a reason')).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(db.requests.filter((r) => r.path.endsWith('/reject'))).toHaveLength(0);
  },
};

export const RejectFailureKeepsTheReason: Story = {
  parameters: { msw: { handlers: [review.reject.networkError] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Reject ${marketSquareWaiting.projectName}` }));
    const body = screen();
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox'), 'Blurred banner photo.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject project' }));
    await expect(await body.findByText(`Could not reject ${marketSquareWaiting.projectName}`)).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveValue('Blurred banner photo.');
    // Still waiting in the queue (a query, so the expectation itself can fail).
    await expect(canvas.queryByRole('article', { name: marketSquareWaiting.projectName })).toBeInTheDocument();
  },
};

export const DecidedByAnotherReviewer: Story = {
  parameters: { msw: { handlers: [review.approve.alreadyDecided] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Approve ${heightsWaiting.projectName}` }));
    // Meanwhile another reviewer approved it: the queue reloads without it.
    db.projects[1]!.reviewState = 'approved';
    const body = screen();
    await expect(await body.findByText(`Could not approve ${heightsWaiting.projectName}`)).toBeVisible();
    await expect(body.getByText('This project is not waiting for review')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: heightsWaiting.projectName })).not.toBeInTheDocument(),
    );
  },
};

export const AllCaughtUp: Story = {
  parameters: { msw: { handlers: [review.queue.empty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'All caught up' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Builder projects (0)' })).toBeVisible();
    await expect(canvas.getByText('No projects waiting for review. New submissions appear here.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [review.queue.slow] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the projects waiting for review' })).toBeVisible();
  },
};

export const NotOnTheTeam: Story = {
  beforeEach: () => void storeSessionOf('Buyer'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Unable to Load the Projects Waiting' })).toBeVisible();
    await expect(canvas.getByText('Only the Nivaas team can review projects')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Listings' }));
    await expect(await canvas.findByRole('heading', { name: 'Unable to Load the Listings Waiting' })).toBeVisible();
  },
};

export const LoadFailsThenRetries: Story = {
  parameters: { msw: { handlers: [review.queue.serverErrorOnce] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('article', { name: heightsWaiting.projectName })).toBeVisible();
  },
};

export const ListingWaiting: Story = {
  parameters: { router: { initialEntry: '/staff/review?queue=listings' } },
  play: async ({ canvas }) => {
    const plot = db.listings.find((l) => l.reviewState === 'pending_review')!;
    await expect(await canvas.findByRole('tab', { name: 'Listings (1)', selected: true })).toBeVisible();
    const item = within(await canvas.findByRole('article', { name: plot.title }));
    await expect(item.getByText(/Plot · For Sale/)).toBeVisible();
    await expect(item.getByText(new RegExp(`By ${plot.poster.name} \\(Seller\\)`))).toBeVisible();
    await expect(item.getByRole('link', { name: 'Open the full listing' })).toHaveAttribute(
      'href',
      `/property-detail/${plot._id}`,
    );
  },
};

/** docs/review.md#review-rate-flag: a plot of 2,400 sq.ft at ₹1 Lakh is flagged; its pincode stands beside its state. */
export const UnusualPriceFlagOnAListing: Story = {
  parameters: { router: { initialEntry: '/staff/review?queue=listings' } },
  beforeEach: () => {
    db.listings.find((l) => l.reviewState === 'pending_review')!.price = 100_000;
  },
  play: async ({ canvas }) => {
    const plot = db.listings.find((l) => l.reviewState === 'pending_review')!;
    const item = within(await canvas.findByRole('article', { name: plot.title }));
    await expect(item.getByText(/^Unusual price: ₹42 a sq.ft; plots in /)).toBeVisible();
    await expect(item.getByText(new RegExp(`${plot.location.state} ${plot.location.pincode} ·`))).toBeVisible();
  },
};

export const ApproveListing: Story = {
  parameters: { router: { initialEntry: '/staff/review?queue=listings' } },
  play: async ({ canvas }) => {
    const plot = db.listings.find((l) => l.reviewState === 'pending_review')!;
    await userEvent.click(await canvas.findByRole('button', { name: `Approve ${plot.title}` }));
    await expect(await screen().findByText(`${plot.title} is live`)).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Listings (0)' })).toBeVisible();
    await expect(requestsTo(`/api/staff/listings/${plot._id}/approve`, 'POST')).toHaveLength(1);
  },
};

export const RejectListingWithAReason: Story = {
  parameters: { router: { initialEntry: '/staff/review?queue=listings' } },
  play: async ({ canvas }) => {
    const plot = db.listings.find((l) => l.reviewState === 'pending_review')!;
    await userEvent.click(await canvas.findByRole('button', { name: `Reject ${plot.title}` }));
    const dialog = within(await screen().findByRole('dialog', { name: `Reject ${plot.title}?` }));
    await expect(dialog.getByText(/The poster sees this reason/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Reject listing' }));
    await expect(dialog.getByText('Please give the poster a reason')).toBeVisible();
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Reason for the poster/ }),
      'The photos show another plot.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Reject listing' }));
    await expect(await screen().findByText(`${plot.title} was sent back to the poster`)).toBeVisible();
    const [sent] = requestsTo(`/api/staff/listings/${plot._id}/reject`, 'POST');
    await expect(sent?.body).toEqual({ reason: 'The photos show another plot.' });
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const item = await canvas.findByRole('article', { name: heightsWaiting.projectName });
    const approve = within(item).getByRole('button', { name: `Approve ${heightsWaiting.projectName}` });
    await expect(approve.getBoundingClientRect().top).toBeGreaterThan(
      within(item).getByText(`By ${skylineBuilder.name}`, { exact: false }).getBoundingClientRect().bottom,
    );
  },
};

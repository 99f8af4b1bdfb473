import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths, type Inquiry } from '@/api/contract';
import { db, requestsTo } from '@mocks/db';
import { anInquiry } from '@mocks/factories';
import { inquiries } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { atRoutes } from '@/testing/storyFrame';
import { InquiriesPage } from './InquiriesPage';

/** The seller's three inquiries in these stories: one new, one read, one replied; newest first is Asha, Meera, Karan. */
const ashaAsks = {
  listingTitle: '2 BHK Flat in Koramangala',
  buyer: { name: 'Asha Rao', phone: '9876543210', email: 'asha@example.in' },
  message: 'Is the flat still available? I would like to visit this Saturday morning.',
  state: 'new',
  createdAt: '2026-10-16T08:00:00.000Z',
} satisfies Partial<Inquiry>;
const meeraAsks = {
  listingTitle: '4 BHK Villa for Rent in Whitefield',
  buyer: { name: 'Meera Iyer', phone: '9988776655', email: 'meera@example.in' },
  message: 'Are pets allowed? We have a small dog.',
  state: 'read',
  createdAt: '2026-10-15T18:30:00.000Z',
} satisfies Partial<Inquiry>;
const karanAsks = {
  listingTitle: '2 BHK Flat in Koramangala',
  buyer: { name: 'Karan Mehta', phone: '9123456780', email: 'karan@example.in' },
  message: 'What is the maintenance per month, and is the price negotiable?',
  state: 'replied',
  createdAt: '2026-10-13T17:45:00.000Z',
} satisfies Partial<Inquiry>;

const meta = {
  title: 'Pages/Inquiries',
  component: InquiriesPage,
  decorators: [atRoutes('/inquiries')],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/inquiries' } },
  beforeEach: () => {
    storeSessionOf('Seller');
    const [flat, villa] = db.listings;
    db.inquiries = [
      anInquiry({ listingId: flat!._id, ...ashaAsks }),
      anInquiry({ listingId: flat!._id, ...karanAsks }),
      anInquiry({ listingId: villa!._id, ...meeraAsks }),
    ];
  },
} satisfies Meta<typeof InquiriesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: ReturnType<typeof within>, buyer: string) => within(canvas.getByRole('article', { name: buyer }));

export const NewestFirst: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Inquiries' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'All (3)', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New (1)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Read (1)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Replied (1)' })).toBeVisible();
    const names = canvas.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'));
    await expect(names.map((id) => document.getElementById(id!)?.textContent)).toEqual([
      ashaAsks.buyer.name,
      meeraAsks.buyer.name,
      karanAsks.buyer.name,
    ]);
    const asha = card(canvas, ashaAsks.buyer.name);
    await expect(asha.getByText('New')).toBeVisible();
    await expect(asha.getByText(ashaAsks.message)).toBeVisible();
    await expect(asha.getByRole('link', { name: ashaAsks.listingTitle })).toHaveAttribute(
      'href',
      `/property-detail/${db.listings[0]!._id}`,
    );
    const { name, phone, email } = ashaAsks.buyer;
    await expect(asha.getByRole('link', { name: `Call ${name} on ${phone}` })).toHaveAttribute(
      'href',
      `tel:+91${phone}`,
    );
    await expect(asha.getByRole('link', { name: `E-mail ${name} at ${email}` })).toHaveAttribute(
      'href',
      `mailto:${email}?subject=${encodeURIComponent(`Your inquiry about ${ashaAsks.listingTitle}`)}`,
    );
    await expect(card(canvas, karanAsks.buyer.name).getByText('Replied')).toBeVisible();
    await expect(card(canvas, karanAsks.buyer.name).queryByRole('button', { name: /Mark as/ })).not.toBeInTheDocument();
    await expect(requestsTo(apiPaths.myInquiries, 'GET')[0]?.authorization).toMatch(/^Bearer /);
  },
};

export const FilterByState: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Replied (1)' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getByRole('article', { name: karanAsks.buyer.name })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Replied (1)', pressed: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'All (3)' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

export const MarkReadThenReplied: Story = {
  play: async ({ canvas }) => {
    const asha = await canvas.findByRole('article', { name: ashaAsks.buyer.name });
    await userEvent.click(within(asha).getByRole('button', { name: 'Mark as read' }));
    // The card is found again each time: the list may re-render it after the server answers.
    const ashaNow = () => within(canvas.getByRole('article', { name: ashaAsks.buyer.name }));
    await waitFor(() => expect(ashaNow().getByText('Read')).toBeVisible(), { timeout: 3000 });
    await expect(canvas.getByRole('button', { name: 'New (0)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Read (2)' })).toBeVisible();
    // 'Read' shows at once; the card's buttons stay disabled until the server has answered.
    await waitFor(() => expect(ashaNow().getByRole('button', { name: 'Mark as replied' })).toBeEnabled(), {
      timeout: 3000,
    });
    await userEvent.click(ashaNow().getByRole('button', { name: 'Mark as replied' }));
    await waitFor(() => expect(ashaNow().getByText('Replied')).toBeVisible(), { timeout: 3000 });
    // 'Replied' shows before the request goes out: wait until the server has it.
    const sent = () => requestsTo(apiPaths.inquiry(db.inquiries[0]!._id), 'PATCH').map((r) => r.body);
    await waitFor(() => expect(sent()).toEqual([{ state: 'read' }, { state: 'replied' }]), { timeout: 3000 });
    await waitFor(() => expect(db.inquiries[0]!.state).toBe('replied'));
  },
};

export const MarkFailureRollsBack: Story = {
  parameters: { msw: { handlers: [inquiries.update.serverError] } },
  play: async ({ canvas }) => {
    const asha = await canvas.findByRole('article', { name: ashaAsks.buyer.name });
    await userEvent.click(within(asha).getByRole('button', { name: 'Mark as replied' }));
    await expect(
      await within(document.body).findByText('Failed to update the inquiry. Please try again.'),
    ).toBeVisible();
    await waitFor(() => expect(within(asha).getByText('New')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'New (1)' })).toBeVisible();
  },
};

export const OpenedOnNew: Story = {
  parameters: { router: { initialEntry: '/inquiries?state=new' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'New (1)', pressed: true })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};

export const NothingInThisState: Story = {
  beforeEach: () => {
    db.inquiries = db.inquiries.filter((i) => i.state !== 'new');
  },
  parameters: { router: { initialEntry: '/inquiries?state=new' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No new inquiries.')).toBeVisible();
  },
};

export const NoInquiriesYet: Story = {
  beforeEach: () => {
    storeSessionOf('Agent');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No inquiries yet' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Show inquiries' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [inquiries.mine.slow] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your inquiries' })).toBeVisible();
  },
};

export const LoadFailsThenRetries: Story = {
  parameters: { msw: { handlers: [inquiries.mine.serverErrorOnce] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Unable to Load Your Inquiries' })).toBeVisible();
    await expect(canvas.getByText('Internal server error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('button', { name: 'All (3)' })).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const asha = within(await canvas.findByRole('article', { name: ashaAsks.buyer.name }));
    const call = asha.getByRole('link', { name: new RegExp(`^Call ${ashaAsks.buyer.name}`) }).getBoundingClientRect();
    const read = asha.getByRole('button', { name: 'Mark as read' }).getBoundingClientRect();
    // The actions wrap below the contact links on a narrow screen.
    await expect(read.top).toBeGreaterThanOrEqual(call.bottom);
  },
};

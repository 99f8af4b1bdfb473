import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@/api/contract';
import { db, requestsTo } from '@mocks/db';
import { anInquiry } from '@mocks/factories';
import { inquiries } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { atRoutes } from '@/testing/storyFrame';
import { InquiriesPage } from './InquiriesPage';

const meta = {
  title: 'Pages/Inquiries',
  component: InquiriesPage,
  decorators: [atRoutes('/inquiries')],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/inquiries' } },
  beforeEach: () => {
    storeSessionOf('Seller');
    // The seller's villa for rent gets a question too, already read.
    const villa = db.listings[1]!;
    db.inquiries.push(
      anInquiry({
        listingId: villa._id,
        listingTitle: villa.title,
        buyer: { name: 'Meera Iyer', phone: '9988776655', email: 'meera@example.in' },
        message: 'Are pets allowed? We have a small dog.',
        state: 'read',
        createdAt: '2026-10-15T18:30:00.000Z',
      }),
    );
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
      'Asha Rao',
      'Meera Iyer',
      'Karan Mehta',
    ]);
    const asha = card(canvas, 'Asha Rao');
    await expect(asha.getByText('New')).toBeVisible();
    await expect(asha.getByText(/Is the flat still available/)).toBeVisible();
    await expect(asha.getByRole('link', { name: '2 BHK Flat in Koramangala' })).toHaveAttribute(
      'href',
      `/property-detail/${db.listings[0]!._id}`,
    );
    await expect(asha.getByRole('link', { name: 'Call Asha Rao on 9876543210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await expect(asha.getByRole('link', { name: 'E-mail Asha Rao at asha@example.in' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:asha@example\.in\?subject=Your%20inquiry%20about%202%20BHK/),
    );
    await expect(card(canvas, 'Karan Mehta').getByText('Replied')).toBeVisible();
    await expect(card(canvas, 'Karan Mehta').queryByRole('button', { name: /Mark as/ })).not.toBeInTheDocument();
    await expect(requestsTo(apiPaths.myInquiries, 'GET')[0]?.authorization).toMatch(/^Bearer /);
  },
};

export const FilterByState: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Replied (1)' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getByRole('article', { name: 'Karan Mehta' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Replied (1)', pressed: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'All (3)' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

export const MarkReadThenReplied: Story = {
  play: async ({ canvas }) => {
    const asha = await canvas.findByRole('article', { name: 'Asha Rao' });
    await userEvent.click(within(asha).getByRole('button', { name: 'Mark as read' }));
    // The card is found again each time: the list may re-render it after the server answers.
    const ashaNow = () => within(canvas.getByRole('article', { name: 'Asha Rao' }));
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
    const asha = await canvas.findByRole('article', { name: 'Asha Rao' });
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
    const asha = within(await canvas.findByRole('article', { name: 'Asha Rao' }));
    const call = asha.getByRole('link', { name: /Call Asha Rao/ }).getBoundingClientRect();
    const read = asha.getByRole('button', { name: 'Mark as read' }).getBoundingClientRect();
    // The actions wrap below the contact links on a narrow screen.
    await expect(read.top).toBeGreaterThanOrEqual(call.bottom);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths, type Inquiry } from '@/api/contract';
import { db, requestsTo } from '@mocks/db';
import { anInquiry, aThreadMessage } from '@mocks/factories';
import { inquiries } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { formatDateTime, formatShortDate } from '@/lib/dates';
import { maintenanceQuestion, sellersAnswer } from '@/testing/inquiryFixtures';
import { atRoutes } from '@/testing/storyFrame';
import { seeSavedReply } from '@/testing/threadSteps';
import { InquiriesPage } from './InquiriesPage';

/** The newest: Asha asks about the flat and did not tick the box to share her number. */
const ashaAsks = {
  buyer: { name: 'Asha Rao' },
  message: 'Is the flat still available? I would like to visit this Saturday morning.',
  state: 'new',
  createdAt: '2026-10-16T08:00:00.000Z',
} satisfies Partial<Inquiry>;

/** Meera's question on the villa for rent, already read. */
const meeraAsks = {
  buyer: { name: 'Meera Iyer' },
  message: 'Are pets allowed? We have a small dog.',
  state: 'read',
  createdAt: '2026-10-15T18:30:00.000Z',
} satisfies Partial<Inquiry>;

const meta = {
  title: 'Pages/Inquiries',
  component: InquiriesPage,
  decorators: [atRoutes('/inquiries')],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/inquiries' } },
  beforeEach: () => {
    storeSessionOf('Seller');
    // The Seller's flat and villa for rent.
    const [flat, villa] = db.listings;
    const about = (listing: typeof flat) => ({ listingId: listing!._id, listingTitle: listing!.title });
    const answer = aThreadMessage({ authorName: flat!.poster.name, ...sellersAnswer });
    db.inquiries = [
      anInquiry({ ...about(flat), ...ashaAsks }),
      anInquiry({ ...about(flat), ...maintenanceQuestion, thread: [answer] }),
      anInquiry({ ...about(villa), ...meeraAsks }),
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
    await expect(names.map((id) => document.getElementById(id!)?.textContent)).toEqual(
      [ashaAsks, meeraAsks, maintenanceQuestion].map((inquiry) => inquiry.buyer.name),
    );
    const asha = card(canvas, ashaAsks.buyer.name);
    await expect(asha.getByText('New')).toBeVisible();
    await expect(asha.getByText(ashaAsks.message)).toBeVisible();
    await expect(asha.getByRole('link', { name: '2 BHK Flat in Koramangala' })).toHaveAttribute(
      'href',
      `/property-detail/${db.listings[0]!._id}`,
    );
    // docs/listings.md#inquiry-phone-consent: Asha did not tick the box, so no number and no link.
    await expect(
      asha.getByText(`${ashaAsks.buyer.name} has not shared a phone number. Reply here in Nivaas.`),
    ).toBeVisible();
    await expect(asha.queryByRole('link', { name: /Call|E-mail/ })).not.toBeInTheDocument();
    // Shown, so seen (docs/listings.md#inquiry-unread): the bar's count of new buyer messages goes to zero.
    await waitFor(() => expect(requestsTo('/api/me/inquiries/seen', 'POST')).toHaveLength(1));
    await expect(card(canvas, maintenanceQuestion.buyer.name).getByText('Replied')).toBeVisible();
    await expect(
      card(canvas, maintenanceQuestion.buyer.name).queryByRole('button', { name: /Mark as/ }),
    ).not.toBeInTheDocument();
    await expect(requestsTo(apiPaths.myInquiries, 'GET')[0]?.authorization).toMatch(/^Bearer /);
  },
};

/** docs/listings.md#inquiry-phone-consent: Karan shared his number, so it shows with the day he shared it. */
export const ThreadWithSharedNumber: Story = {
  play: async ({ canvas }) => {
    const karan = within(await canvas.findByRole('article', { name: maintenanceQuestion.buyer.name }));
    await expect(
      karan.getByRole('link', { name: `Call ${maintenanceQuestion.buyer.name} on ${maintenanceQuestion.buyer.phone}` }),
    ).toHaveAttribute('href', 'tel:+919123456780');
    await expect(
      karan.getByText(`Shared with you on ${formatShortDate(maintenanceQuestion.buyer.phoneSharedAt)}`),
    ).toBeVisible();
    const conversation = within(
      karan.getByRole('group', { name: new RegExp(`^Conversation with ${maintenanceQuestion.buyer.name}`) }),
    );
    const messages = conversation.getAllByRole('listitem');
    // Times in India: 13 Oct 2026, 11:15 pm and 14 Oct 2026, 3:00 pm.
    await expect(messages.map((m) => m.textContent)).toEqual([
      `${maintenanceQuestion.buyer.name} · ${formatDateTime(maintenanceQuestion.createdAt)}${maintenanceQuestion.message}`,
      `You · ${formatDateTime(sellersAnswer.createdAt)}${sellersAnswer.text}`,
    ]);
  },
};

/** docs/listings.md#inquiry-thread: the seller answers inside Nivaas; the reply joins the thread as theirs. */
export const ThreadWithoutSharedNumberReply: Story = {
  play: async ({ canvas }) => {
    const asha = within(await canvas.findByRole('article', { name: ashaAsks.buyer.name }));
    await userEvent.click(asha.getByRole('button', { name: 'Send reply' }));
    await expect(asha.getByText('Please enter a message')).toBeVisible();
    await expect(requestsTo(apiPaths.inquiryMessages(db.inquiries[0]!._id), 'POST')).toEqual([]);
    await userEvent.type(asha.getByRole('textbox', { name: 'Your reply' }), 'Yes, Saturday at 11 works.');
    await userEvent.click(asha.getByRole('button', { name: 'Send reply' }));
    const ashaNow = () => within(canvas.getByRole('article', { name: ashaAsks.buyer.name }));
    await seeSavedReply(ashaNow(), 'Yes, Saturday at 11 works.');
    await expect(ashaNow().getByText('Replied')).toBeVisible();
    await expect(requestsTo(apiPaths.inquiryMessages(db.inquiries[0]!._id), 'POST').map((r) => r.body)).toEqual([
      { text: 'Yes, Saturday at 11 works.' },
    ]);
  },
};

/** A failed reply keeps the text and says why. */
export const ReplyFails: Story = {
  parameters: { msw: { handlers: [inquiries.reply.serverError] } },
  play: async ({ canvas }) => {
    const asha = within(await canvas.findByRole('article', { name: ashaAsks.buyer.name }));
    await userEvent.type(asha.getByRole('textbox', { name: 'Your reply' }), 'Yes, it is.');
    await userEvent.click(asha.getByRole('button', { name: 'Send reply' }));
    await expect(await asha.findByText('Your message was not sent')).toBeVisible();
    await expect(asha.getByText('Internal server error')).toBeVisible();
    await expect(asha.getByRole('textbox', { name: 'Your reply' })).toHaveValue('Yes, it is.');
  },
};

export const FilterByState: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Replied (1)' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getByRole('article', { name: maintenanceQuestion.buyer.name })).toBeVisible();
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
    await waitFor(() => expect(ashaNow().getByText('Read')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'New (0)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Read (2)' })).toBeVisible();
    // 'Read' shows at once; the card's buttons stay disabled until the server has answered.
    await waitFor(() => expect(ashaNow().getByRole('button', { name: 'Mark as replied' })).toBeEnabled());
    await userEvent.click(ashaNow().getByRole('button', { name: 'Mark as replied' }));
    await waitFor(() => expect(ashaNow().getByText('Replied')).toBeVisible());
    // 'Replied' shows before the request goes out: wait until the server has it.
    const sent = () => requestsTo(apiPaths.inquiry(db.inquiries[0]!._id), 'PATCH').map((r) => r.body);
    await waitFor(() => expect(sent()).toEqual([{ state: 'read' }, { state: 'replied' }]));
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
    const note = asha.getByText(/has not shared a phone number/).getBoundingClientRect();
    const read = asha.getByRole('button', { name: 'Mark as read' }).getBoundingClientRect();
    // The actions wrap below the contact note on a narrow screen.
    await expect(read.top).toBeGreaterThanOrEqual(note.bottom);
  },
};

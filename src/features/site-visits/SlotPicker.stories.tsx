import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, userEvent } from 'storybook/test';
import { visitPaths } from '@/api/contract/visits';
import { db, requestsTo } from '@mocks/db';
import { visits } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { narrowPhone } from '@/testing/narrowPhone';
import { ScheduleVisit } from './ScheduleVisit';

/**
 * docs/leads.md#site-visits: the buyer's 'Schedule a visit' on the builder's villas. The mocks' clock
 * is Tue 20 Oct 2026, 3:30 pm in India; the hours are Monday to Saturday, 10 am to 6 pm, an hour a
 * slot, two visitors at once, and Thursday's 12 pm slot is full.
 */
const meta = {
  title: 'Patterns/Site visits/Slot picker',
  component: ScheduleVisit,
  args: { kind: 'builder-project', propertyId: '' },
  beforeEach: () => {
    storeSessionOf('Buyer');
  },
  render: (args) => <ScheduleVisit {...args} propertyId={db.projects[0]!._id} />,
} satisfies Meta<typeof ScheduleVisit>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Schedule a visit' }));
  return canvas.findByRole('group', { name: 'Day' });
};

/** Free, full and passed slots: the full and passed ones disabled, their reason in their name. */
export const FreeFullAndPast: Story = {
  play: async ({ canvas }) => {
    await open(canvas);
    // Today first: its morning has passed, 4 pm and 5 pm are free.
    await expect(canvas.getByRole('radio', { name: 'Tue, 20 Oct' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '10:00 am, passed' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '4:00 pm' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Book visit' })).toBeDisabled();
    // Sunday has no hours: not offered.
    await expect(canvas.queryByRole('radio', { name: 'Sun, 25 Oct' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Thu, 22 Oct' }));
    await expect(canvas.getByRole('radio', { name: '12:00 pm, full' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '11:00 am' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Book visit' }));
    await expect(await canvas.findByText('Visit booked')).toBeVisible();
    await expect(canvas.getByText(/Thu, 22 Oct, 11:00 am\. You will get a reminder the day before\./)).toBeVisible();
    const [sent] = requestsTo(visitPaths.bookVisit('builder-project', db.projects[0]!._id), 'POST');
    await expect(sent?.body).toEqual({ startsAt: '2026-10-22T05:30:00.000Z' });
    await expect(sent?.authorization).toMatch(/^Bearer /);
  },
};

/** The slot filled while the buyer chose: the server's refusal is said, the choice stays to change. */
export const SlotTakenMeanwhile: Story = {
  parameters: {
    msw: { handlers: [visits.project.book.answer(409, { message: 'This slot is full. Please choose another.' })] },
  },
  play: async ({ canvas }) => {
    await open(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: '5:00 pm' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Book visit' }));
    const alert = await canvas.findByText('The visit was not booked');
    await expect(alert).toBeVisible();
    await expect(canvas.getByText('This slot is full. Please choose another.')).toBeVisible();
  },
};

/**
 * A seller's listing, as its page's contact panel offers it (ContactPanel's ScheduleVisit, kind
 * 'listing'): the Seller's flat has the same demo hours; the booking goes to the listing's visits.
 */
export const OnASellersListing: Story = {
  args: { kind: 'listing' },
  render: (args) => <ScheduleVisit {...args} propertyId={db.listings[0]!._id} />,
  play: async ({ canvas }) => {
    await open(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'Wed, 21 Oct' }));
    await userEvent.click(canvas.getByRole('radio', { name: '3:00 pm' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Book visit' }));
    await expect(await canvas.findByText('Visit booked')).toBeVisible();
    await expect(canvas.getByText(/Wed, 21 Oct, 3:00 pm\. You will get a reminder the day before\./)).toBeVisible();
    const sent = requestsTo(visitPaths.bookVisit('listing', db.listings[0]!._id), 'POST');
    await expect(sent.map((r) => r.body)).toEqual([{ startsAt: '2026-10-21T09:30:00.000Z' }]);
    // The slots shown were the listing's (read again after the booking).
    await expect(requestsTo(visitPaths.visitSlots('listing', db.listings[0]!._id), 'GET').length).toBeGreaterThan(0);
  },
};

export const OnAPhone: Story = {
  ...narrowPhone,
  play: async ({ canvas }) => {
    await open(canvas);
    await expect(canvas.getByRole('radio', { name: '5:00 pm' })).toBeVisible();
  },
};

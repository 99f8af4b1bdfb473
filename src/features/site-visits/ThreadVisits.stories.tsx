import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { visitPaths } from '@/api/contract/visits';
import { db, requestsTo } from '@mocks/db';
import { storeSessionOf } from '@mocks/session';
import { aVisit, visitDb } from '@mocks/visits';
import ThreadVisits from './ThreadVisits';

/**
 * docs/leads.md#site-visits: the visits of one inquiry thread, as the buyer (Asha) and as the builder
 * see them. The mocks' clock is Tue 20 Oct 2026, 3:30 pm in India.
 */
const meta = {
  title: 'Patterns/Site visits/In a thread',
  component: ThreadVisits,
  args: { inquiryId: 'inquiry-visit', kind: 'builder-project', propertyId: '', canBook: true },
  render: (args) => <ThreadVisits {...args} propertyId={db.projects[0]!._id} />,
} satisfies Meta<typeof ThreadVisits>;
export default meta;
type Story = StoryObj<typeof meta>;

const asBuyer =
  (change: Parameters<typeof aVisit>[0] = {}) =>
  () => {
    storeSessionOf('Buyer');
    visitDb.visits.push(aVisit({ _id: 'visit-mine', ...change }));
  };
const posts = (path: string) => requestsTo(path, 'POST').map((r) => r.body);

/** Booked: the buyer moves it to another free slot with a reason. */
export const BookedThenRescheduled: Story = {
  beforeEach: asBuyer(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Site visit: Thu, 22 Oct, 11:00 am')).toBeVisible();
    await expect(canvas.getByText('Booked')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Schedule a visit' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reschedule' }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Fri, 23 Oct' }));
    await userEvent.click(canvas.getByRole('radio', { name: '4:00 pm' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Move visit' }));
    await expect(await canvas.findByText('Please give a reason')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Why are you moving it/ }), 'Office meeting moved');
    await userEvent.click(canvas.getByRole('button', { name: 'Move visit' }));
    await expect(await canvas.findByText('Rescheduled')).toBeVisible();
    await expect(canvas.getByText('Site visit: Fri, 23 Oct, 4:00 pm')).toBeVisible();
    await expect(canvas.getByText('Moved from Thu, 22 Oct, 11:00 am by you: Office meeting moved')).toBeVisible();
    await expect(posts(visitPaths.rescheduleVisit('visit-mine'))).toEqual([
      { startsAt: '2026-10-23T10:30:00.000Z', reason: 'Office meeting moved' },
    ]);
  },
};

/** Rescheduled by the builder: the buyer reads who moved it and why. */
export const RescheduledByTheBuilder: Story = {
  beforeEach: asBuyer({
    rescheduledFrom: '2026-10-21T05:30:00.000Z',
    reason: 'Site office closed on Wednesday',
    changedBy: 'owner',
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Rescheduled')).toBeVisible();
    await expect(
      canvas.getByText('Moved from Wed, 21 Oct, 11:00 am by Skyline Developers: Site office closed on Wednesday'),
    ).toBeVisible();
  },
};

/** Cancelled with a reason; the buyer may book again. */
export const Cancelled: Story = {
  beforeEach: asBuyer(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel visit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel visit' }));
    await expect(await canvas.findByText('Please give a reason')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Why are you cancelling/ }), 'Bought elsewhere');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel visit' }));
    await expect(await canvas.findByText('Cancelled by you: Bought elsewhere')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Schedule a visit' })).toBeVisible();
    await expect(posts(visitPaths.cancelVisit('visit-mine'))).toEqual([{ reason: 'Bought elsewhere' }]);
  },
};

const asBuilder = () => {
  storeSessionOf('Builder');
  visitDb.visits.push(aVisit({ _id: 'visit-past', startsAt: '2026-10-19T05:30:00.000Z', started: true }));
};

/** After the slot's time the builder marks it visited. */
export const Visited: Story = {
  args: { canBook: false },
  beforeEach: asBuilder,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/visits Skyline/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark visited' }));
    await expect(await canvas.findByText('Visited')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark no-show' })).toBeNull();
    await expect(posts(visitPaths.visitOutcome('visit-past'))).toEqual([{ outcome: 'visited' }]);
  },
};

export const NoShow: Story = {
  args: { canBook: false },
  beforeEach: asBuilder,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark no-show' }));
    await expect(await canvas.findByText('No-show')).toBeVisible();
    await expect(posts(visitPaths.visitOutcome('visit-past'))).toEqual([{ outcome: 'no-show' }]);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { statusOf, type Audience, type StatusFacts } from '@/entities/status';
import { StatusLine } from './StatusLine';

// docs/review.md#status-said-once: each state of a listing, as each audience reads it.

/** A listing in each state it can be in, named as the list shows them. */
const states: Array<{ name: string; facts: StatusFacts }> = [
  { name: 'Sent, waiting for review', facts: { kind: 'listing', reviewState: 'pending_review' } },
  { name: 'Sent back by the team', facts: { kind: 'listing', reviewState: 'rejected' } },
  { name: 'Live', facts: { kind: 'listing', reviewState: 'approved', listingStatus: 'live' } },
  { name: 'Unconfirmed for 30 days', facts: { kind: 'listing', reviewState: 'approved', listingStatus: 'paused' } },
  { name: 'Held by reports', facts: { kind: 'listing', reviewState: 'approved', listingStatus: 'held' } },
  { name: 'Sold', facts: { kind: 'listing', reviewState: 'approved', listingStatus: 'sold' } },
  { name: 'Rented out', facts: { kind: 'listing', reviewState: 'approved', listingStatus: 'rented' } },
];

function StatesFor({ audience }: { audience: Audience }) {
  return (
    <dl style={{ display: 'grid', gap: 12 }}>
      {states.map(({ name, facts }) => (
        <div key={name} data-testid={name}>
          <dt style={{ fontWeight: 600 }}>{name}</dt>
          <dd style={{ margin: 0 }}>
            <StatusLine status={statusOf(facts, audience)} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

const meta = {
  title: 'Patterns/Status',
  component: StatesFor,
  args: { audience: 'owner' },
} satisfies Meta<typeof StatesFor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each state's badge and line, checked one by one against what the audience should read. */
async function expectLines(canvasElement: HTMLElement, expected: Record<string, [string, string]>) {
  const canvas = within(canvasElement);
  for (const [name, [label, line]] of Object.entries(expected)) {
    const row = within(canvas.getByTestId(name));
    await expect(row.getByText(label, { selector: 'span' })).toBeVisible();
    await expect(row.getByText(line)).toBeVisible();
  }
}

/** The owner's dashboards: never "Live" of a listing buyers no longer find. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    await expectLines(canvasElement, {
      'Sent, waiting for review': ['Pending Review', 'Our team reviews it before buyers see it.'],
      'Sent back by the team': ['Rejected', 'Our team sent it back with a reason.'],
      Live: ['Live', 'Buyers can find this listing and send you inquiries.'],
      'Unconfirmed for 30 days': ['Paused', 'Confirm it is still available.'],
      'Held by reports': ['Paused', 'Buyers reported it, and the Nivaas team is checking.'],
      Sold: ['Sold', 'Buyers no longer see it.'],
      'Rented out': ['Rented out', 'Buyers no longer see it.'],
    });
    await expect(within(canvasElement).getAllByText('Live', { selector: 'span' })).toHaveLength(1);
  },
};

/** A buyer's favourites and threads: why it left, never why it was paused. */
export const Buyer: Story = {
  args: { audience: 'buyer' },
  play: async ({ canvasElement }) => {
    await expectLines(canvasElement, {
      'Sent, waiting for review': ['No longer available', 'This property was withdrawn from Nivaas.'],
      'Sent back by the team': ['No longer available', 'This property was withdrawn from Nivaas.'],
      Live: ['Available', 'This property is on the market.'],
      'Unconfirmed for 30 days': ['No longer available', 'This property is off the market for now.'],
      'Held by reports': ['No longer available', 'This property is off the market for now.'],
      Sold: ['Sold', 'This property has been sold.'],
      'Rented out': ['Rented out', 'This property has been rented out.'],
    });
    // Why it was paused (no confirmation, reports) is not the buyer's to read.
    for (const line of canvasElement.querySelectorAll('dd'))
      await expect(line).not.toHaveTextContent(/report|confirm/i);
  },
};

/** The team's queues: out of search is said as such, never "is live". */
export const Staff: Story = {
  args: { audience: 'staff' },
  play: async ({ canvasElement }) => {
    await expectLines(canvasElement, {
      'Sent, waiting for review': ['Pending Review', 'Waiting for a decision.'],
      'Sent back by the team': ['Rejected', 'Sent back to its owner.'],
      Live: ['Live', 'Buyers find it in search.'],
      'Unconfirmed for 30 days': ['Paused', 'Out of search until its owner confirms it is still available.'],
      'Held by reports': ['Held', 'Out of search until the team decides.'],
      Sold: ['Sold', 'Out of search, marked sold by its owner.'],
      'Rented out': ['Rented', 'Out of search, marked rented out by its owner.'],
    });
  },
};

/** On a 320 px phone the longest line wraps under its badge and stays on the screen. */
export const OnAPhone: Story = {
  args: { audience: 'staff' },
  parameters: {
    viewport: {
      options: { narrow: { name: 'Phone 320', styles: { width: '320px', height: '800px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(320);
    const line = within(canvasElement).getByText('Out of search until its owner confirms it is still available.');
    await expect(line).toBeVisible();
    await expect(line.getBoundingClientRect().right).toBeLessThanOrEqual(320);
  },
};

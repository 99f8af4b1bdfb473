import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { aPropertySummary } from '@mocks/factories';
import { withFavourites } from '@/testing/browserFrame';
import { storyClock } from '@/testing/storyClock';
import { unbrokenName } from '@/testing/longNames';
import { atRoutes } from '@/testing/storyFrame';
import { PropertyCard } from './PropertyCard';

/** The stories' today: a card reads "Confirmed available ..." from this clock, its data is dated from it. */
const clock = storyClock(Date.parse('2026-11-20T10:00:00+05:30'));

const meta = {
  title: 'Patterns/Search/Property Card',
  component: PropertyCard,
  decorators: [
    clock.provide,
    withFavourites,
    atRoutes('/all-properties'),
    // A card as wide as one column of the search grid.
    (Story) => (
      <ul style={{ maxWidth: '20rem', padding: 0, listStyle: 'none' }}>
        <li>
          <Story />
        </li>
      </ul>
    ),
  ],
  parameters: { router: { initialEntry: '/all-properties' } },
  args: {
    property: aPropertySummary({
      _id: 'flat-koramangala',
      title: '2 BHK Flat in Koramangala',
      confirmedAt: clock.daysBefore(3),
    }),
  },
  beforeEach: () => {
    clock.reset();
  },
} satisfies Meta<typeof PropertyCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: ReturnType<typeof within>, title: string) => within(canvas.getByRole('article', { name: title }));

/** docs/listings.md#confirmed-available: a listing's card says when its owner last confirmed it. */
export const ConfirmedDaysAgo: Story = {
  play: async ({ canvas }) => {
    const flat = card(canvas, '2 BHK Flat in Koramangala');
    await expect(flat.getByText('₹95.00 Lakh')).toBeVisible();
    await expect(flat.getByText('Confirmed available 3 days ago')).toBeVisible();
    await expect(flat.getByText('Posted by Vikram Shah')).toBeVisible();
    await expect(flat.getByRole('link', { name: '2 BHK Flat in Koramangala' })).toHaveAttribute(
      'href',
      '/property-detail/flat-koramangala/2-bhk-flat-in-koramangala',
    );
  },
};

/** docs/localities.md#locality-links: the card's locality opens its page, above the card's own link. */
export const LocalityLink: Story = {
  play: async ({ canvas }) => {
    const flat = card(canvas, '2 BHK Flat in Koramangala');
    const locality = flat.getByRole('link', { name: 'Koramangala' });
    await expect(locality).toHaveAttribute('href', '/locality/Bengaluru/Koramangala');
    await userEvent.click(locality);
    await expect(await canvas.findByText('Arrived at /locality/Bengaluru/Koramangala')).toBeVisible();
  },
};

export const ConfirmedYesterday: Story = {
  args: { property: aPropertySummary({ title: '3 BHK Flat in HSR Layout', confirmedAt: clock.daysBefore(1) }) },
  play: async ({ canvas }) => {
    await expect(card(canvas, '3 BHK Flat in HSR Layout').getByText('Confirmed available yesterday')).toBeVisible();
  },
};

/** Confirmed this morning: "today", never "0 days ago". */
export const ConfirmedToday: Story = {
  args: { property: aPropertySummary({ title: '1 BHK Flat in Indiranagar', confirmedAt: clock.daysBefore(0.25) }) },
  play: async ({ canvas }) => {
    await expect(card(canvas, '1 BHK Flat in Indiranagar').getByText('Confirmed available today')).toBeVisible();
  },
};

/**
 * A builder's project has no owner's confirmation: its card says nothing of one. It is posted by the
 * builder's company, not 'Builder' (docs/listings.md#posted-by; issue #36).
 */
export const Project: Story = {
  args: {
    property: aPropertySummary({
      kind: 'builder-project',
      title: 'Skyline Heights',
      propertyType: 'flat',
      price: 7_800_000,
      confirmedAt: undefined,
      postedByRole: 'Builder',
      postedByName: 'Skyline Developers',
    }),
  },
  play: async ({ canvas }) => {
    const project = card(canvas, 'Skyline Heights');
    await expect(project.getByText('New Project')).toBeVisible();
    await expect(project.queryByText(/^Confirmed available/)).toBeNull();
    await expect(project.getByText('Posted by Skyline Developers')).toBeVisible();
  },
};

/**
 * docs/formatting.md#card-price: a project whose price is not a number (the contract reads it as NaN)
 * says 'Price not available', never 'Price NaN' (issue #36); a builder who named no company is
 * posted by role, never by a person's name.
 */
export const ProjectPriceNotANumber: Story = {
  args: {
    property: aPropertySummary({
      kind: 'builder-project',
      title: 'Lakeside Towers',
      propertyType: 'flat',
      price: Number.NaN,
      confirmedAt: undefined,
      postedByRole: 'Builder',
      postedByName: undefined,
    }),
  },
  play: async ({ canvas }) => {
    const project = card(canvas, 'Lakeside Towers');
    await expect(project.getByText('Price not available')).toBeVisible();
    await expect(project.queryByText(/NaN/)).toBeNull();
    await expect(project.getByText('Posted by Builder')).toBeVisible();
  },
};

/** docs/routes.md#long-names: a title in one piece wraps inside its card on a phone, whole. */
export const LongTitleOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    property: aPropertySummary({ _id: 'flat-koramangala', title: unbrokenName, confirmedAt: clock.daysBefore(3) }),
  },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('link', { name: unbrokenName });
    await expect(title).toBeVisible();
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

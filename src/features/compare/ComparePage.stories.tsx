import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { atRoutes } from '@/testing/storyFrame';
import { addressOf, withAddressBar } from '@/testing/browserFrame';
import { ComparePage } from './ComparePage';

const at = (ids: string) => ({ router: { initialEntry: `/compare?ids=${ids}` } });

const meta = {
  title: 'Pages/Listings/Compare',
  component: ComparePage,
  decorators: [atRoutes('/compare'), withAddressBar],
  parameters: { layout: 'fullscreen', ...at('flat,villa') },
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => {
    // The demo listings: the Seller's sale flat, rent villa and pending plot, the Agent's office and house.
    ['flat', 'villa', 'plot', 'office', 'house'].forEach((id, index) => void (db.listings[index]!._id = id));
  },
} satisfies Meta<typeof ComparePage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const table = async (canvas: Canvas) => within(await canvas.findByRole('table'));
/** The table's row whose header is `label`, found by roles as a screen reader lists them. */
const row = (rows: Canvas, label: string) => {
  const found = rows
    .getAllByRole('row')
    .find((tr: HTMLElement) => within(tr).queryByRole('rowheader', { name: label }));
  if (!found) throw new Error(`No row "${label}"`);
  return found;
};
const cells = (rows: Canvas, label: string) =>
  within(row(rows, label))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

export const OneProperty: Story = {
  parameters: at('flat'),
  play: async ({ canvas }) => {
    const rows = await table(canvas);
    await expect(rows.getAllByRole('columnheader')).toHaveLength(1);
    await expect(cells(rows, 'Price')).toEqual(['₹95.00 Lakh']);
    // Nothing to set apart with one.
    await expect(canvas.queryByText('Rows where the properties differ are highlighted.')).toBeNull();
  },
};

/** docs/listings.md#compare: the same facts side by side, a dash where one does not apply, differences marked. */
export const TwoProperties: Story = {
  play: async ({ canvas }) => {
    const rows = await table(canvas);
    await expect(rows.getByRole('link', { name: '2 BHK Flat in Koramangala' })).toBeVisible();
    await expect(rows.getByRole('link', { name: '4 BHK Villa for Rent in Whitefield' })).toBeVisible();
    await expect(cells(rows, 'Price')).toEqual(['₹95.00 Lakh', '₹1.20 Lakh per month']);
    await expect(cells(rows, 'Bedrooms')).toEqual(['2 BHK', '4 BHK']);
    await expect(cells(rows, 'Carpet area')).toEqual(['980 sq.ft', '—']);
    await expect(row(rows, 'Bedrooms')).toHaveAttribute('data-differs');
    await expect(row(rows, 'Availability')).not.toHaveAttribute('data-differs');
    await expect(canvas.getByText('Rows where the properties differ are highlighted.')).toBeVisible();
  },
};

export const ThreeProperties: Story = {
  parameters: at('flat,villa,house'),
  play: async ({ canvas }) => {
    const rows = await table(canvas);
    await expect(rows.getAllByRole('columnheader')).toHaveLength(3);
    await expect(cells(rows, 'Amenities')).toHaveLength(3);
    // Removing one leaves two, and the address says so.
    await userEvent.click(rows.getByRole('button', { name: 'Remove 4 BHK Villa for Rent in Whitefield from compare' }));
    await waitFor(() => expect(addressOf(canvas)).toBe('/compare?ids=flat,house'));
    await expect((await table(canvas)).getAllByRole('columnheader')).toHaveLength(2);
  },
};

const houseTitle = '3 BHK Independent House in Kothrud';

/**
 * docs/listings.md#carpet-first: each one's loading beside its price per sq.ft carpet, as on cards
 * and the listing's page; one above 35 % pointed out, and explained under the table.
 */
export const LoadingPointedOut: Story = {
  parameters: at('flat,house'),
  beforeEach: () => {
    Object.assign(db.listings[0]!, { price: 9_500_000, carpetArea: 980, builtUpArea: 1150, superBuiltUpArea: 1280 });
    Object.assign(db.listings[4]!, {
      title: houseTitle,
      purpose: 'sale',
      price: 6_000_000,
      carpetArea: 1000,
      builtUpArea: 1150,
      superBuiltUpArea: 1380,
    });
  },
  play: async ({ canvas }) => {
    const rows = await table(canvas);
    await expect(cells(rows, 'Price per sq.ft')).toEqual(['₹9,694 per sq.ft carpet', '₹6,000 per sq.ft carpet']);
    // (1,280 − 980) / 980 = 31 %; (1,380 − 1,000) / 1,000 = 38 %, above 35 %.
    await expect(cells(rows, 'Loading')).toEqual(['Loading 31 %', 'High loading: 38 %']);
    await expect(rows.getByText('High loading: 38 %')).toBeVisible();
    await expect(
      canvas.getByText(
        `${houseTitle}: The super built-up area adds 38 % to the carpet area you live in; most homes add 20 to 35 %. Compare prices per sq.ft carpet.`,
      ),
    ).toBeVisible();
    // The flat's 31 % is within the usual, so nothing is said of it.
    await expect(canvas.queryByText(/^2 BHK Flat in Koramangala: /)).toBeNull();
  },
};

/** A pending (not approved) listing and an unknown id: named as not available, the others still compared. */
export const AMissingProperty: Story = {
  parameters: at('flat,plot,gone'),
  play: async ({ canvas }) => {
    const rows = await table(canvas);
    await expect(rows.getAllByRole('columnheader')).toHaveLength(1);
    const missing = within(canvas.getByRole('list', { name: 'Not available' }));
    await expect(missing.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(missing.getAllByRole('button', { name: 'Remove it' })[0]!);
    await waitFor(() => expect(addressOf(canvas)).toBe('/compare?ids=flat,gone'));
  },
};

export const Empty: Story = {
  parameters: { router: { initialEntry: '/compare' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Nothing to compare yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse all properties' })).toBeVisible();
  },
};

/**
 * docs/routes.md#tables-on-phones: on a phone the comparison is one card per property, every price in
 * view and nothing to scroll sideways; what differs is still marked, and Remove works from a card.
 */
export const OnAPhone: Story = {
  parameters: at('flat,villa,house'),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const comparison = within(await canvas.findByRole('region', { name: 'Comparison' }));
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const cards = comparison.getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    const prices = cards.map((card) => within(card).getByRole('definition', { name: 'Price' }));
    await expect(prices.map((price) => price.textContent)).toEqual([
      '₹95.00 Lakh',
      '₹1.20 Lakh per month',
      expect.stringMatching(/^₹/),
    ]);
    for (const price of prices) {
      const box = price.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await userEvent.click(within(cards[1]!).getByRole('button', { name: /^Remove .* from compare$/ }));
    await waitFor(() => expect(comparison.getAllByRole('listitem')).toHaveLength(2));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, requestsTo } from '@mocks/db';
import { aListing } from '@mocks/factories';
import { addressOf, choose, withAddressBar, withFavourites } from '@/testing/browserFrame';
import { storyClock } from '@/testing/storyClock';
import { atRoutes } from '@/testing/storyFrame';
import { COUNT_DELAY_MS } from './FilterSheet';
import { PropertySearchPage } from './PropertySearchPage';

/** The sheet's count waits COUNT_DELAY_MS on this clock, so a story moves time rather than waiting. */
const clock = storyClock();

/** Two flats in Nagpur beside the mock db's nine: the story's own search has a count of its own. */
const nagpurFlat = (locality: string, bhk: number) =>
  aListing({
    title: `${bhk} BHK Flat in ${locality}`,
    bhk,
    location: { address: '', state: 'Maharashtra', city: 'Nagpur', locality, pincode: '440010' },
  });

const meta = {
  title: 'Pages/Listings/Search/On a Phone',
  component: PropertySearchPage,
  args: { title: 'All Properties' },
  decorators: [clock.provide, withFavourites, atRoutes('/all-properties'), withAddressBar],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/all-properties' } },
  globals: { viewport: { value: 'phone' } },
  beforeEach: () => {
    clock.reset();
    db.listings.push(nagpurFlat('Dharampeth', 2), nagpurFlat('Civil Lines', 3));
  },
} satisfies Meta<typeof PropertySearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const page = () => within(document.body);
const searches = () => requestsTo('/api/properties', 'GET').map((r) => r.search);
const sheet = () => page().getByRole('dialog', { name: 'Filters' });

async function openSheet(canvas: Canvas, button = 'Filters') {
  await canvas.findByText(/^\d+ propert/);
  await userEvent.click(canvas.getByRole('button', { name: button }));
  return within(await page().findByRole('dialog', { name: 'Filters' }));
}

/** Moves the clock past the pause until the sheet's button shows the count asked for (docs/toolchain.md#story-waits). */
async function countShows(label: string) {
  await waitFor(() => {
    clock.advance(COUNT_DELAY_MS);
    return expect(within(sheet()).getByRole('button', { name: label })).toBeVisible();
  });
}

export const SheetOpens: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('11 properties')).toBeVisible();
    // No filters beside the results on a phone: they wait behind their button.
    await expect(canvas.queryByRole('search', { name: 'Filters' })).not.toBeInTheDocument();
    // Nor hidden there: the desktop's column is not even rendered (components/DesktopOnly).
    await expect(canvasElement.querySelector('aside')).toBeEmptyDOMElement();
    const filters = await openSheet(canvas);
    await expect(filters.getByRole('search', { name: 'Filters' })).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Show 11 properties' })).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Clear all' })).toBeDisabled();
    // Focus is in the sheet and stays there: back from its first control is its last one.
    await expect(sheet()).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(sheet()).toContainElement(document.activeElement as HTMLElement);
  },
};

/** The count follows the draft once it has stopped changing; the page's search does not move. */
export const CountUpdates: Story = {
  play: async ({ canvas }) => {
    const filters = await openSheet(canvas);
    await choose(document.body, 'City', 'Nagpur');
    await expect(filters.getByRole('button', { name: 'Show properties' })).toBeVisible();
    await expect(searches()).not.toContain('city=Nagpur');
    await countShows('Show 2 properties');
    await expect(searches()).toContain('city=Nagpur');
    await userEvent.click(filters.getByRole('button', { name: '3 BHK' }));
    await countShows('Show 1 property');
    await expect(searches()).toContain('city=Nagpur&bhk=3');
    await expect(filters.getByRole('button', { name: 'Clear all' })).toBeEnabled();
    await expect(addressOf(canvas)).toBe('/all-properties');
  },
};

export const ApplyChangesTheAddress: Story = {
  play: async ({ canvas }) => {
    const filters = await openSheet(canvas);
    await choose(document.body, 'City', 'Nagpur');
    await countShows('Show 2 properties');
    await userEvent.click(filters.getByRole('button', { name: 'Show 2 properties' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(addressOf(canvas)).toBe('/all-properties?city=Nagpur');
    await expect(await canvas.findByText('2 properties')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    const titles = within(canvas.getByRole('list', { name: 'Properties' })).getAllByRole('heading', { level: 3 });
    await expect(titles.map((h) => h.textContent).sort()).toEqual([
      '2 BHK Flat in Dharampeth',
      '3 BHK Flat in Civil Lines',
    ]);
  },
};

export const ClearAll: Story = {
  parameters: { router: { initialEntry: '/all-properties?city=Nagpur&bhk=3' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 property')).toBeVisible();
    const filters = await openSheet(canvas, 'Filters (2)');
    await expect(filters.getByRole('button', { name: 'Show 1 property' })).toBeVisible();
    await userEvent.click(filters.getByRole('button', { name: 'Clear all' }));
    await countShows('Show 11 properties');
    await expect(filters.getByRole('button', { name: '3 BHK' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(filters.getByRole('button', { name: 'Show 11 properties' }));
    await expect(await canvas.findByText('11 properties')).toBeVisible();
    await expect(addressOf(canvas)).toBe('/all-properties');
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
  },
};

/** Escape closes the sheet and drops its draft: the search, the address and the next opening are as before. */
export const EscapeKeepsTheSearch: Story = {
  play: async ({ canvas }) => {
    await openSheet(canvas);
    await choose(document.body, 'City', 'Nagpur');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    const button = canvas.getByRole('button', { name: 'Filters' });
    await expect(button).toHaveFocus();
    await expect(addressOf(canvas)).toBe('/all-properties');
    await expect(canvas.getByText('11 properties')).toBeVisible();
    const filters = await openSheet(canvas);
    await expect(filters.getByRole('button', { name: /City$/ })).toHaveTextContent('Any city');
  },
};

/** Desktop keeps the filters beside the results, each change a new search at once. */
export const OnADesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('11 properties')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
    await choose(canvas.getByRole('search', { name: 'Filters' }), 'City', 'Nagpur');
    await expect(await canvas.findByText('2 properties')).toBeVisible();
    await expect(addressOf(canvas)).toBe('/all-properties?city=Nagpur');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, requestsTo } from '@mocks/db';
import type { Listing } from '@/api/contract';
import { addressOf, choose, chooseNative, withAddressBar, withFavourites } from '@/testing/browserFrame';
import { storyClock } from '@/testing/storyClock';
import { atRoutes } from '@/testing/storyFrame';
import { PropertySearchPage } from './PropertySearchPage';

// docs/listings.md#search-query: the filters the page's other stories leave out (carpet area and its
// rate, furnishing, possession, the typed budget, owners and builders, the carpet sorts), each from a
// person's click or typing to what was sent, what is shown and the address.

/** The listings these stories read: prices and carpet areas, so each rate per sq.ft carpet is known. */
const koramangalaFlat = {
  title: '2 BHK Flat in Koramangala',
  price: 9_500_000, // ₹9,694 per sq.ft carpet
  carpetArea: 980,
  furnishing: 'semi-furnished',
  availability: 'ready to move',
  createdAt: '2026-10-12T09:30:00.000Z',
} satisfies Partial<Listing>;
const whitefieldVilla = {
  title: '4 BHK Villa for Rent in Whitefield',
  carpetArea: null, // no rate per sq.ft carpet
  furnishing: 'furnished',
  availability: 'ready to move',
  createdAt: '2026-10-15T12:00:00.000Z',
} satisfies Partial<Listing>;
const bkcOffice = {
  title: 'Furnished Office Space in Bandra Kurla Complex',
  price: 65_000_000, // ₹36,111 per sq.ft carpet
  carpetArea: 1800,
  furnishing: 'furnished',
  availability: 'under construction',
  possessionBy: '2027-06',
  createdAt: '2026-10-10T09:00:00.000Z',
} satisfies Partial<Listing>;
const kothrudHouse = {
  title: '3 BHK Independent House in Kothrud',
  price: 21_500_000, // ₹13,438 per sq.ft carpet
  carpetArea: 1600,
  furnishing: 'unfurnished',
  availability: 'ready to move',
  createdAt: '2026-10-08T09:00:00.000Z',
} satisfies Partial<Listing>;
/** The builder's flat project: its smallest configuration has 950 sq.ft carpet, from ₹78 L. */
const skylineHeights = 'Skyline Heights';

/**
 * The possession choices are this year and the next four: a clock fixed in October 2026 (the mocks'
 * day), the listings confirmed three days before it.
 */
const clock = storyClock();
const TODAY = Date.parse('2026-10-20T10:00:00.000Z');

const meta = {
  title: 'Pages/Listings/Search/Filters',
  component: PropertySearchPage,
  args: { title: 'All Properties' },
  decorators: [clock.provide, withFavourites, atRoutes('/all-properties'), withAddressBar],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/all-properties' } },
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => {
    clock.reset();
    clock.advance(TODAY);
    // The mock db's approved listings: the flat, the villa for rent, the office and the house.
    const [flat, villa, , office, house] = db.listings;
    Object.assign(flat!, koramangalaFlat);
    Object.assign(villa!, whitefieldVilla);
    Object.assign(office!, bkcOffice);
    Object.assign(house!, kothrudHouse);
    for (const listing of db.listings) listing.confirmedAt = '2026-10-17T10:00:00.000Z';
    db.projects.find((p) => p.projectName === skylineHeights)!.flatDetails!.configurations[0]!.carpetArea = 950;
  },
} satisfies Meta<typeof PropertySearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const searches = () => requestsTo('/api/properties', 'GET').map((r) => r.search);
const cardTitles = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Properties' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const field = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
/** The search sent last, once it is `search`, and the address says the same. */
async function searched(canvas: Canvas, search: string) {
  await waitFor(() => expect(searches().at(-1)).toBe(search));
  await expect(addressOf(canvas)).toBe(`/all-properties?${search}`);
}

export const CarpetAreaRange: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('9 properties');
    await userEvent.type(field(canvas, 'Minimum carpet area'), '900{Enter}');
    await searched(canvas, 'minCarpet=900');
    await userEvent.type(field(canvas, 'Maximum carpet area'), '1000{Enter}');
    await searched(canvas, 'minCarpet=900&maxCarpet=1000');
    await expect(await canvas.findByText('2 properties')).toBeVisible();
    await expect(cardTitles(canvas)).toEqual([koramangalaFlat.title, skylineHeights]);
    await expect(field(canvas, 'Maximum carpet area')).toHaveValue('1000');
  },
};

/** docs/listings.md#search-carpet-rate: listings only, bounds included; the villa has no carpet area. */
export const CarpetRateRange: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('9 properties');
    await userEvent.type(field(canvas, 'Minimum price per sq.ft carpet'), '9694{Enter}');
    await searched(canvas, 'minCarpetRate=9694');
    await userEvent.type(field(canvas, 'Maximum price per sq.ft carpet'), '13438{Enter}');
    await searched(canvas, 'minCarpetRate=9694&maxCarpetRate=13438');
    await expect(await canvas.findByText('2 properties')).toBeVisible();
    await expect(cardTitles(canvas)).toEqual([koramangalaFlat.title, kothrudHouse.title]);
    const house = within(canvas.getByRole('article', { name: kothrudHouse.title }));
    await expect(house.getByText('₹13,438 per sq.ft carpet')).toBeVisible();
  },
};

export const Furnishing: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('9 properties');
    await userEvent.click(canvas.getByRole('button', { name: 'Unfurnished' }));
    await searched(canvas, 'furnishing=unfurnished');
    await expect(await canvas.findByText('1 property')).toBeVisible();
    await expect(cardTitles(canvas)).toEqual([kothrudHouse.title]);
    await expect(canvas.getByRole('button', { name: 'Unfurnished' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** docs/listings.md#search-possession: ready to move now (a completed project too). */
export const PossessionReady: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('9 properties');
    await choose(canvasElement, 'Possession', 'Ready to move');
    await searched(canvas, 'possession=ready');
    await expect(await canvas.findByText('4 properties')).toBeVisible();
    await expect(cardTitles(canvas)).toEqual([
      whitefieldVilla.title,
      koramangalaFlat.title,
      kothrudHouse.title,
      'Skyline Palm Villas',
    ]);
  },
};

/** Ready now, or possession by the end of the year: the office is ready in June 2027. */
export const PossessionByYear: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('9 properties');
    await choose(canvasElement, 'Possession', 'By 2026');
    await searched(canvas, 'possession=2026');
    await expect(await canvas.findByText('4 properties')).toBeVisible();
    await expect(cardTitles(canvas)).not.toContain(bkcOffice.title);
    await choose(canvasElement, 'Possession', 'By 2027');
    await searched(canvas, 'possession=2027');
    await expect(await canvas.findByText('8 properties')).toBeVisible();
    await expect(cardTitles(canvas)).toContain(bkcOffice.title);
  },
};

/** docs/listings.md#search-budget: typed in Lakh and Crore, applied on Enter. */
export const TypedBudget: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('9 properties');
    await userEvent.type(field(canvas, 'Minimum budget'), '50{Enter}');
    await searched(canvas, 'minPrice=5000000');
    await choose(canvasElement, 'Maximum budget in', 'Crore');
    await userEvent.type(field(canvas, 'Maximum budget'), '1{Enter}');
    await searched(canvas, 'minPrice=5000000&maxPrice=10000000');
    await expect(await canvas.findByText('2 properties')).toBeVisible();
    await expect(cardTitles(canvas)).toEqual([koramangalaFlat.title, skylineHeights]);
    // The band list names the typed range.
    await expect(canvas.getByRole('button', { name: /Budget$/ })).toHaveTextContent('50 L - 1 Cr');
  },
};

export const TypedBudgetMinimumAboveMaximum: Story = {
  parameters: { router: { initialEntry: '/all-properties?minPrice=20000000' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 properties')).toBeVisible();
    await expect(field(canvas, 'Minimum budget')).toHaveValue('2');
    await userEvent.type(field(canvas, 'Maximum budget'), '50{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Minimum budget must not be above the maximum');
    // The search is not changed.
    await expect(searches()).toEqual(['minPrice=20000000']);
    await expect(addressOf(canvas)).toBe('/all-properties?minPrice=20000000');
  },
};

export const TypedBudgetNotANumber: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('9 properties');
    await userEvent.type(field(canvas, 'Minimum budget'), 'fifty{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter the amount in numbers, e.g. 50 or 1.5');
    await expect(searches()).toEqual(['']);
    await expect(addressOf(canvas)).toBe('/all-properties');
  },
};

/** docs/listings.md#search-posted-by: owners are Sellers, builders the projects (agents: StatusAndPoster). */
export const PostedByOwnerAndBuilder: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('9 properties');
    await userEvent.click(canvas.getByRole('button', { name: 'Owner' }));
    await searched(canvas, 'postedBy=owner');
    await expect(await canvas.findByText('2 properties')).toBeVisible();
    await expect(cardTitles(canvas)).toEqual([whitefieldVilla.title, koramangalaFlat.title]);
    await userEvent.click(canvas.getByRole('button', { name: 'Builder' }));
    await searched(canvas, 'postedBy=owner%2Cbuilder');
    await expect(await canvas.findByText('7 properties')).toBeVisible();
  },
};

/** What has no carpet area comes last both ways. */
export const SortByCarpetArea: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('9 properties');
    await chooseNative(canvasElement, 'Sort by', 'Carpet area: small to large');
    await searched(canvas, 'sort=carpet-asc');
    await waitFor(() =>
      expect(cardTitles(canvas).slice(0, 4)).toEqual([
        skylineHeights,
        koramangalaFlat.title,
        kothrudHouse.title,
        bkcOffice.title,
      ]),
    );
    await chooseNative(canvasElement, 'Sort by', 'Carpet area: large to small');
    await searched(canvas, 'sort=carpet-desc');
    await waitFor(() =>
      expect(cardTitles(canvas).slice(0, 4)).toEqual([
        bkcOffice.title,
        kothrudHouse.title,
        koramangalaFlat.title,
        skylineHeights,
      ]),
    );
  },
};

/** docs/listings.md#search-carpet-rate: the rate each card shows; what shows none (projects too) last. */
export const SortByCarpetRate: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('9 properties');
    await chooseNative(canvasElement, 'Sort by', 'Price per sq.ft carpet: low to high');
    await searched(canvas, 'sort=carpet-price-asc');
    const rated = [koramangalaFlat.title, kothrudHouse.title, bkcOffice.title];
    await waitFor(() => expect(cardTitles(canvas).slice(0, 3)).toEqual(rated));
    await chooseNative(canvasElement, 'Sort by', 'Price per sq.ft carpet: high to low');
    await searched(canvas, 'sort=carpet-price-desc');
    await waitFor(() => expect(cardTitles(canvas).slice(0, 3)).toEqual([...rated].reverse()));
    // docs/listings.md#search-price-sort: a month's rent per sq.ft comes after every price to buy.
    await expect(cardTitles(canvas)[3]).not.toBe(whitefieldVilla.title);
    await expect(cardTitles(canvas).at(-1)).toBe(whitefieldVilla.title);
  },
};

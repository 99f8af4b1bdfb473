import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, requestsTo } from '@mocks/db';
import { aListing } from '@mocks/factories';
import { favourites, listings } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import type { BuilderProject, Listing } from '@/api/contract';
import { formatArea } from '@/lib/area';
import { formatCardPrice, formatPriceRange } from '@/lib/price';
import { atRoutes } from '@/testing/storyFrame';
import { storyClock } from '@/testing/storyClock';
import { PropertySearchPage } from './PropertySearchPage';
import { readRecentSearches } from './recentSearches';
import { addressOf, choose, chooseNative, withAddressBar, withFavourites } from '@/testing/browserFrame';
import { seeToast } from '@/testing/formSteps';

/** The Seller's villa for rent, the newest of the nine: the first card, read back in Everything. */
const villaForRent = {
  title: '4 BHK Villa for Rent in Whitefield',
  purpose: 'rent',
  propertyType: 'villa',
  bhk: 4,
  builtUpArea: 3200,
  price: 120_000,
  location: { state: 'Karnataka', city: 'Bengaluru', locality: 'Whitefield', pincode: '560066', address: '' },
  createdAt: '2026-10-15T12:00:00.000Z',
} satisfies Partial<Listing>;

/** The builder's villa project: its card shows the range of its configurations' prices. */
const palmVillas = {
  projectName: 'Skyline Palm Villas',
  configurations: [
    { bhkType: '3BHK', bathrooms: 3, area: 2400, price: 12_500_000 },
    { bhkType: '4BHK', bathrooms: 4, area: 3200, price: 18_000_000 },
  ],
};

/** The Agent's office under construction, the dearest of the nine (₹6.50 Cr). */
const bkcOffice = {
  title: 'Furnished Office Space in Bandra Kurla Complex',
  price: 65_000_000,
  availability: 'under construction',
} satisfies Partial<Listing>;

/** The cheapest of the nine: an office suite at ₹95,000. */
const businessPark = {
  projectName: 'Skyline Business Park',
  officeDetails: { totalFloors: 10, types: [{ type: 'Office suite', area: 1500, price: 95_000 }] },
} satisfies Partial<BuilderProject>;

const meta = {
  title: 'Pages/Listings/Search',
  component: PropertySearchPage,
  args: { title: 'All Properties' },
  decorators: [withFavourites, atRoutes('/all-properties', '/properties'), withAddressBar],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/all-properties' } },
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => {
    // The seeded records in their places: the villa for rent and the office are the second and fourth listings.
    Object.assign(db.listings[1]!, villaForRent);
    Object.assign(db.listings[3]!, bkcOffice);
    const villas = db.projects[0]!;
    villas.projectName = palmVillas.projectName;
    villas.villaDetails!.configurations = palmVillas.configurations;
    Object.assign(db.projects[3]!, businessPark);
  },
} satisfies Meta<typeof PropertySearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const page = () => within(document.body);
const searches = () => requestsTo('/api/properties', 'GET').map((r) => r.search);
const lastSearch = () => searches().at(-1);
const palmVillasPrices = formatPriceRange(palmVillas.configurations.map((c) => c.price));
const heading = (canvas: Canvas) => canvas.getByRole('heading', { level: 1 });
const cardTitles = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Properties' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

export const Everything: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'All Properties' })).toBeVisible();
    await expect(await canvas.findByText('9 properties')).toBeVisible();
    await expect(searches()).toEqual(['']);
    // Newest first: the rented villa was posted last.
    await expect(cardTitles(canvas)[0]).toBe(villaForRent.title);
    const villa = within(canvas.getByRole('article', { name: villaForRent.title }));
    // A rent is a month's: ₹1.20 Lakh/month.
    await expect(villa.getByText(`${formatCardPrice(villaForRent.price)}/month`)).toBeVisible();
    await expect(villa.getByText(`${villaForRent.bhk} BHK Villa`)).toBeVisible();
    await expect(villa.getByText(formatArea(villaForRent.builtUpArea))).toBeVisible();
    // docs/localities.md#locality-links: the card's locality opens its page.
    const { locality, city } = villaForRent.location;
    const place = villa.getByRole('link', { name: locality });
    await expect(place).toHaveAttribute('href', `/locality/${city}/${locality}`);
    await expect(place.parentElement).toHaveTextContent(`${locality}, ${city}`);
    // docs/listings.md#posted-by: by name, the listing's owner; a project, its builder's company.
    await expect(villa.getByText(`Posted by ${db.listings[1]!.poster.name}`)).toBeVisible();
    await expect(villa.getByRole('link', { name: villaForRent.title })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/property-detail\/listing-/),
    );
    const project = within(canvas.getByRole('article', { name: palmVillas.projectName }));
    await expect(project.getByText(palmVillasPrices)).toBeVisible();
    // The smallest configuration: 3BHK.
    await expect(project.getByText('From 3 BHK Villa')).toBeVisible();
    await expect(project.getByText(`Posted by ${db.builders[0]!.companyName}`)).toBeVisible();
    await expect(project.getByRole('link', { name: palmVillas.projectName })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/builder-property-detail\/project-/),
    );
    // Signed out: no hearts, nothing to save into.
    await expect(canvas.queryByRole('button', { name: /^Save / })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  },
};

/**
 * docs/listings.md#carpet-first: a listing card's price per sq.ft is on the carpet area, with the other
 * areas and the loading; one above 35 % is pointed out; a listing without a carpet area says its basis.
 */
export const CarpetRatesOnCards: Story = {
  beforeEach: () => {
    Object.assign(db.listings[3]!, { carpetArea: 1800, builtUpArea: 2200, superBuiltUpArea: 2500 });
  },
  play: async ({ canvas }) => {
    await canvas.findByText('9 properties');
    const flat = within(canvas.getByRole('article', { name: '2 BHK Flat in Koramangala' }));
    await expect(flat.getByText('980 sq.ft carpet')).toBeVisible();
    await expect(flat.getByText('₹9,694 per sq.ft carpet')).toBeVisible();
    await expect(flat.getByText('Built-up 1,150 sq.ft · Super built-up 1,280 sq.ft')).toBeVisible();
    await expect(flat.getByText('Loading 31 %')).toBeVisible();
    const office = within(canvas.getByRole('article', { name: bkcOffice.title }));
    await expect(office.getByText('High loading: 39 %')).toBeVisible();
    const villa = within(canvas.getByRole('article', { name: villaForRent.title }));
    await expect(villa.getByText('₹38 per sq.ft built-up a month')).toBeVisible();
    await expect(villa.queryByText(/Loading/)).not.toBeInTheDocument();
    // A project's card has no single rate: its page gives one per configuration.
    const project = within(canvas.getByRole('article', { name: palmVillas.projectName }));
    await expect(project.queryByText(/per sq\.ft/)).not.toBeInTheDocument();
  },
};

/** docs/formatting.md#card-price: a price that is not a number shows on its card alone. */
export const PriceNotANumber: Story = {
  beforeEach: () => {
    db.listings[1]!.price = 'on request' as unknown as number;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('9 properties')).toBeVisible();
    const villa = within(canvas.getByRole('article', { name: villaForRent.title }));
    await expect(villa.getByText('Price not available')).toBeVisible();
    const project = within(canvas.getByRole('article', { name: palmVillas.projectName }));
    await expect(project.getByText(palmVillasPrices)).toBeVisible();
  },
};

export const BuyerSavesAFavourite: Story = {
  args: { title: 'Properties' },
  parameters: { router: { initialEntry: '/properties' } },
  beforeEach: () => {
    storeSessionOf('Buyer');
  },
  play: async ({ canvas }) => {
    const heart = await canvas.findByRole('button', { name: 'Save 2 BHK Flat in Koramangala' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    const flatId = db.listings[0]!._id;
    await waitFor(() => expect(requestsTo('/api/users/me/favorites', 'POST')[0]?.body).toEqual({ propertyId: flatId }));
    await waitFor(() => expect(db.favourites.map((f) => f._id)).toContain(flatId));
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(requestsTo(`/api/users/me/favorites/${flatId}`, 'DELETE')).toHaveLength(1));
  },
};

export const FavouriteFailureRollsBack: Story = {
  parameters: { msw: { handlers: [favourites.add.serverError] } },
  beforeEach: () => {
    storeSessionOf('Buyer');
  },
  play: async ({ canvas, canvasElement }) => {
    const heart = await canvas.findByRole('button', { name: 'Save 2 BHK Flat in Koramangala' });
    await userEvent.click(heart);
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Failed to add property to favorites'),
    ).toBeVisible();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  },
};

export const FilterByCityAndLocality: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('9 properties');
    await choose(canvasElement, 'City', 'Pune');
    await expect(await canvas.findByText('1 property')).toBeVisible();
    await expect(addressOf(canvas)).toBe('/all-properties?city=Pune');
    await expect(lastSearch()).toBe('city=Pune');
    await choose(canvasElement, 'City', 'Bengaluru');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Locality or project' }), 'Whitefield{Enter}');
    await expect(await canvas.findByText('1 property')).toBeVisible();
    await expect(addressOf(canvas)).toBe('/all-properties?city=Bengaluru&q=Whitefield');
    await expect(lastSearch()).toBe('city=Bengaluru&q=Whitefield');
    await expect(cardTitles(canvas)).toEqual([villaForRent.title]);
    // docs/listings.md#search-heading: the page says what it looked for.
    await expect(heading(canvas)).toHaveTextContent('Properties in Whitefield, Bengaluru');
  },
};

/** docs/listings.md#search-typos: a misspelt locality finds the one it was meant to be, and says so. */
export const TypoCorrected: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('9 properties');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Locality or project' }), 'Whitfeild{Enter}');
    await expect(await canvas.findByText('1 property')).toBeVisible();
    await expect(lastSearch()).toBe('q=Whitfeild');
    await expect(canvas.getByText(/^No properties match “Whitfeild”\. Showing results for/)).toHaveTextContent(
      'No properties match “Whitfeild”. Showing results for Whitefield.',
    );
    await expect(cardTitles(canvas)).toEqual([villaForRent.title]);
    await expect(heading(canvas)).toHaveTextContent('Properties in Whitefield');
    await expect(document.title).toMatch(/^Properties in Whitefield/);
  },
};

export const FilterByTypeAndBhk: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('9 properties');
    const filters = within(canvas.getByRole('search', { name: 'Filters' }));
    await userEvent.click(filters.getByRole('button', { name: /Flat/ }));
    await expect(await canvas.findByText('2 properties')).toBeVisible();
    await expect(addressOf(canvas)).toBe('/all-properties?type=flat');
    await userEvent.click(filters.getByRole('button', { name: /Villa/ }));
    await userEvent.click(filters.getByRole('button', { name: /^\+?2 BHK/ }));
    await waitFor(() => expect(lastSearch()).toBe('type=flat%2Cvilla&bhk=2'));
    await expect(addressOf(canvas)).toBe('/all-properties?type=flat%2Cvilla&bhk=2');
    await expect(await canvas.findByText('2 properties')).toBeVisible();
    await expect(cardTitles(canvas)).toEqual(['2 BHK Flat in Koramangala', 'Skyline Heights']);
    await expect(filters.getByRole('button', { name: /Villa/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(heading(canvas)).toHaveTextContent('2 BHK flats and villas');
  },
};

export const RentWithinABudget: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('9 properties');
    await choose(canvasElement, 'Budget', '1 Cr - 2 Cr');
    await expect(addressOf(canvas)).toBe('/all-properties?minPrice=10000000&maxPrice=20000000');
    await expect(await canvas.findByText('1 property')).toBeVisible();
    await expect(heading(canvas)).toHaveTextContent('Properties ₹1.00 Cr to ₹2.00 Cr');
    // Renting has monthly budgets; changing the purpose lets go of the sale budget.
    await choose(canvasElement, 'Looking to', 'Rent');
    await expect(addressOf(canvas)).toBe('/all-properties?purpose=rent');
    await choose(canvasElement, 'Budget', 'Above ₹1 L a month');
    await expect(addressOf(canvas)).toBe('/all-properties?minPrice=100000&purpose=rent');
    await waitFor(() => expect(lastSearch()).toBe('minPrice=100000&purpose=rent'));
    await expect(await canvas.findByText('1 property')).toBeVisible();
    await expect(heading(canvas)).toHaveTextContent('Properties for rent above ₹1.00 Lakh a month');
  },
};

export const StatusAndPoster: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('9 properties');
    await choose(canvasElement, 'Construction status', 'Under Construction');
    await expect(addressOf(canvas)).toBe('/all-properties?status=under+construction');
    await userEvent.click(canvas.getByRole('button', { name: 'Agent' }));
    await waitFor(() => expect(lastSearch()).toBe('status=under+construction&postedBy=agent'));
    await expect(await canvas.findByText('1 property')).toBeVisible();
    await expect(cardTitles(canvas)).toEqual([bkcOffice.title]);
  },
};

/** docs/portfolio.md#project-card-rera: a project's search card carries its RERA registration. */
export const ProjectWithRera: Story = {
  beforeEach: () => {
    Object.assign(db.projects[0]!, {
      reraNumber: 'UPRERAPRJ12345',
      location: {
        address: 'Plot 4, Sector 150',
        state: 'Uttar Pradesh',
        city: 'Noida',
        area: 'Sector 150',
        pincode: '201310',
      },
    });
  },
  play: async ({ canvas }) => {
    await canvas.findByText('9 properties');
    const project = within(canvas.getByRole('article', { name: palmVillas.projectName }));
    await expect(project.getByText('UPRERAPRJ12345')).toBeVisible();
    await expect(project.getByText('UP RERA · www.up-rera.in')).toBeVisible();
    const listing = within(canvas.getByRole('article', { name: villaForRent.title }));
    await expect(listing.queryByText(/RERA/)).not.toBeInTheDocument();
  },
};

/** docs/listings.md#search-suggestions: the typed text waits SUGGEST_DELAY_MS on this clock. */
const clock = storyClock();
const locality = (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Locality or project' });
const suggestionsFor = async (canvas: Canvas, text: string) => {
  await canvas.findByText('9 properties');
  await userEvent.type(locality(canvas), text);
  await clock.started();
  clock.advance(250);
};

/** Arrow down and Enter choose the first suggestion as a person would: the search is that locality. */
export const SuggestionsByKeyboard: Story = {
  beforeEach: clock.reset,
  decorators: [clock.provide],
  play: async ({ canvas }) => {
    await suggestionsFor(canvas, 'White');
    // The list opens as one types, saying it is looking, and fills in with the answer.
    const firstOption = () => within(page().getByRole('listbox')).getAllByRole('option')[0];
    await waitFor(() =>
      expect(firstOption()).toHaveTextContent(`${villaForRent.location.locality}${villaForRent.location.city} ·`),
    );
    await expect(requestsTo('/api/properties/suggestions', 'GET').at(-1)?.search).toBe('q=White');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(addressOf(canvas)).toBe('/all-properties?q=Whitefield');
    await expect(await canvas.findByText('1 property')).toBeVisible();
    await expect(locality(canvas)).toHaveValue('Whitefield');
    await expect(cardTitles(canvas)).toEqual([villaForRent.title]);
  },
};

export const NoSuggestions: Story = {
  beforeEach: clock.reset,
  decorators: [clock.provide],
  parameters: { msw: { handlers: [listings.suggest.none] } },
  play: async ({ canvas }) => {
    await suggestionsFor(canvas, 'Wadala');
    // The popover fades in: it is seen once it has.
    await waitFor(() => expect(page().getByText('No matching localities')).toBeVisible());
    // What was typed still searches.
    await userEvent.keyboard('{Enter}');
    await expect(addressOf(canvas)).toBe('/all-properties?q=Wadala');
    await expect(await canvas.findByText('0 properties')).toBeVisible();
  },
};

/**
 * A person types faster than the suggestions' delay: the list opens at once, says it is looking, and
 * fills when the answer comes; a pick searches the locality.
 */
export const SuggestionsWhileTyping: Story = {
  beforeEach: clock.reset,
  decorators: [clock.provide],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('9 properties');
    await userEvent.type(locality(canvas), 'White');
    const list = within(canvasElement.ownerDocument.body);
    // The popover fades in: it is seen once it has.
    await waitFor(() => expect(list.getByText('Looking for localities and projects…')).toBeVisible());
    await clock.started();
    clock.advance(250);
    const option = await list.findByRole('option', { name: /^Whitefield/ });
    await expect(option).toHaveTextContent('Bengaluru · 1 property');
    await userEvent.click(option);
    await expect(await canvas.findByText('1 property')).toBeVisible();
    await expect(addressOf(canvas)).toBe('/all-properties?q=Whitefield');
  },
};

export const SuggestionsFail: Story = {
  beforeEach: clock.reset,
  decorators: [clock.provide],
  parameters: { msw: { handlers: [listings.suggest.serverError] } },
  play: async ({ canvas }) => {
    await suggestionsFor(canvas, 'Whitefield');
    await expect(
      await canvas.findByText('Suggestions are unavailable. Press Enter to search what you typed.'),
    ).toBeVisible();
    // The typed text still searches.
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('1 property')).toBeVisible();
    await expect(addressOf(canvas)).toBe('/all-properties?q=Whitefield');
  },
};

/**
 * docs/listings.md#search-purpose-tabs: All, Buy, Rent and New Projects one tap (or Tab and Enter) away,
 * the current one marked; the other filters stay, and All is everything again.
 */
export const PurposeTabs: Story = {
  parameters: { router: { initialEntry: '/all-properties?city=Bengaluru' } },
  play: async ({ canvas }) => {
    const tabs = within(canvas.getByRole('navigation', { name: 'Buy, rent or new projects' }));
    const everything = (await canvas.findByText(/^\d+ propert/)).textContent;
    await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(tabs.getByRole('link', { name: 'Rent' }));
    await expect(addressOf(canvas)).toBe('/all-properties?city=Bengaluru&purpose=rent');
    await waitFor(() => expect(lastSearch()).toBe('city=Bengaluru&purpose=rent'));
    await expect(heading(canvas)).toHaveTextContent('Properties for rent in Bengaluru');
    await expect(tabs.getByRole('link', { name: 'Rent' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    // By keyboard: the next tab is one Tab away, Enter follows it.
    tabs.getByRole('link', { name: 'Rent' }).focus();
    await userEvent.tab();
    await expect(tabs.getByRole('link', { name: 'New Projects' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(addressOf(canvas)).toBe('/all-properties?city=Bengaluru&kind=builder-project');
    await expect(heading(canvas)).toHaveTextContent('New projects in Bengaluru');
    await waitFor(() => expect(lastSearch()).toBe('city=Bengaluru&kind=builder-project'));
    await waitFor(() =>
      expect(canvas.getAllByText(`Posted by ${db.builders[0]!.companyName}`)).toHaveLength(cardTitles(canvas).length),
    );
    await userEvent.click(tabs.getByRole('link', { name: 'All' }));
    await expect(addressOf(canvas)).toBe('/all-properties?city=Bengaluru');
    await expect(await canvas.findByText(everything!)).toBeVisible();
  },
};

/** docs/listings.md#search-text-limit: text past the limit is said beside the field and never sent. */
export const TextTooLong: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('9 properties');
    await userEvent.click(locality(canvas));
    await userEvent.paste(`Whitefield ${'near the lake '.repeat(7)}`);
    await expect(await canvas.findByText('Search text must be at most 100 characters')).toBeVisible();
    // Beside the field and read with it.
    await expect(locality(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(locality(canvas)).toHaveAccessibleDescription('Search text must be at most 100 characters');
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(addressOf(canvas)).toBe('/all-properties');
    await expect(searches()).toEqual(['']);
    await expect(requestsTo('/api/properties/suggestions', 'GET')).toEqual([]);
    await expect(canvas.getByText('9 properties')).toBeVisible();
  },
};

/** A shared link with text past the limit says so rather than showing everything. */
export const LinkWithTextTooLong: Story = {
  parameters: { router: { initialEntry: `/all-properties?city=Pune&q=${'Baner '.repeat(17)}` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Search text must be at most 100 characters')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Properties' })).not.toBeInTheDocument();
    await expect(searches()).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Search without the text' }));
    await expect(addressOf(canvas)).toBe('/all-properties?city=Pune');
    await expect(await canvas.findByText('1 property')).toBeVisible();
    await expect(searches()).toEqual(['city=Pune']);
  },
};

export const SortByPrice: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('9 properties');
    await chooseNative(canvasElement, 'Sort by', 'Price: low to high');
    await expect(addressOf(canvas)).toBe('/all-properties?sort=price-asc');
    await waitFor(() => expect(cardTitles(canvas)[0]).toBe(businessPark.projectName));
    // docs/listings.md#search-price-sort: a month's rent never sits among prices to buy: it comes after them.
    await expect(cardTitles(canvas).at(-1)).toBe(villaForRent.title);
    await chooseNative(canvasElement, 'Sort by', 'Price: high to low');
    await waitFor(() => expect(cardTitles(canvas)[0]).toBe(bkcOffice.title));
    await expect(cardTitles(canvas).at(-1)).toBe(villaForRent.title);
    await expect(lastSearch()).toBe('sort=price-desc');
  },
};

/** Indiranagar's centre in the mock places (mocks/places.ts), as its locality page links it. */
const nearIndiranagar = 'nearLat=12.9784&nearLng=77.6408';
const resultCount = (canvas: Canvas) =>
  Number(/^(\d+) propert/.exec(canvas.getByText(/^\d+ propert/).textContent!)![1]);

/**
 * docs/map.md#near-filter: a search around a place (a locality page's "Within 2 km of Indiranagar")
 * says so, widens to 10 km, and comes off; the place's name stays in the address, never in a request.
 */
export const WithinADistance: Story = {
  parameters: {
    router: { initialEntry: `/all-properties?city=Bengaluru&${nearIndiranagar}&withinKm=2&nearName=Indiranagar` },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Properties within 2 km of Indiranagar, Bengaluru',
    );
    await canvas.findByText(/^\d+ propert/);
    await expect(lastSearch()).toBe(`city=Bengaluru&${nearIndiranagar}&withinKm=2`);
    const within2 = resultCount(canvas);
    await expect(within2).toBeGreaterThan(0);

    await chooseNative(canvasElement, 'Distance from Indiranagar', 'Within 10 km');
    await waitFor(() => expect(lastSearch()).toBe(`city=Bengaluru&${nearIndiranagar}&withinKm=10`));
    await expect(addressOf(canvas)).toBe(
      `/all-properties?city=Bengaluru&${nearIndiranagar}&withinKm=10&nearName=Indiranagar`,
    );
    await expect(heading(canvas)).toHaveTextContent('Properties within 10 km of Indiranagar, Bengaluru');
    // Koramangala is 5 km off: the wider circle takes it in; Whitefield, 12 km off, stays out.
    await waitFor(() => expect(resultCount(canvas)).toBeGreaterThan(within2));
    await expect(cardTitles(canvas)).not.toContain(villaForRent.title);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove distance' }));
    await waitFor(() => expect(lastSearch()).toBe('city=Bengaluru'));
    await expect(addressOf(canvas)).toBe('/all-properties?city=Bengaluru');
    await expect(heading(canvas)).toHaveTextContent('Properties in Bengaluru');
    await expect(canvas.queryByRole('group', { name: 'Distance from Indiranagar' })).not.toBeInTheDocument();
    // The last results stay on screen until the new ones arrive.
    await waitFor(() => expect(cardTitles(canvas)).toContain(villaForRent.title));
  },
};

/** Every filter in the address: a shared link opens the same search with its filters shown. */
export const OpenedFromASharedLink: Story = {
  parameters: {
    router: { initialEntry: '/all-properties?city=Bengaluru&type=flat&bhk=2&purpose=sale&sort=price-desc' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 properties')).toBeVisible();
    await expect(searches()).toEqual(['city=Bengaluru&type=flat&bhk=2&purpose=sale&sort=price-desc']);
    await expect(canvas.getByRole('button', { name: /City$/ })).toHaveTextContent('Bengaluru');
    await expect(canvas.getByRole('button', { name: /Looking to$/ })).toHaveTextContent('Buy');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Price: high to low');
    await expect(canvas.getByRole('button', { name: /^\+?2 BHK/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitles(canvas)).toEqual(['2 BHK Flat in Koramangala', 'Skyline Heights']);
    // docs/listings.md#search-heading: the heading and the tab's title say the search, as the server's head does.
    await expect(heading(canvas)).toHaveTextContent('2 BHK flats for sale in Bengaluru');
    await expect(document.title).toBe('2 BHK flats for sale in Bengaluru | Nivaas');
    await expect(document.querySelector('meta[name="description"]:last-of-type')).toHaveAttribute(
      'content',
      '2 BHK flats for sale in Bengaluru on Nivaas: approved listings and projects from owners, agents and builders.',
    );
    // The search is remembered for the buyer dashboard.
    await expect(readRecentSearches()[0]).toMatchObject({
      search: 'city=Bengaluru&type=flat&bhk=2&purpose=sale&sort=price-desc',
      label: '2 BHK Flat for sale in Bengaluru',
    });
  },
};

export const PagesAndBack: Story = {
  beforeEach: () => {
    for (let n = 1; n <= 12; n += 1)
      db.listings.push(
        aListing({
          title: `Studio ${n} in Andheri West`,
          createdAt: `2026-09-${String(n).padStart(2, '0')}T09:00:00.000Z`,
        }),
      );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('21 properties')).toBeVisible();
    const pages = within(canvas.getByRole('navigation', { name: 'Pages' }));
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(cardTitles(canvas)).toHaveLength(12);
    await userEvent.click(pages.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(cardTitles(canvas)).toHaveLength(9));
    await expect(addressOf(canvas)).toBe('/all-properties?page=2');
    await expect(lastSearch()).toBe('page=2');
    await expect(
      within(canvas.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'page');
    // Back returns to the first page.
    await userEvent.click(canvas.getByRole('button', { name: 'Browser Back' }));
    await waitFor(() => expect(cardTitles(canvas)).toHaveLength(12));
    await expect(addressOf(canvas)).toBe('/all-properties');
  },
};

/** A portal's inventory: the server counts to 10,000 and says there are more (totalIsCapped). */
export const MoreThanTheServerCounts: Story = {
  parameters: { msw: { handlers: [listings.search.beyondTheCap] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('10,000+ properties')).toBeVisible();
    await expect(cardTitles(canvas)).toHaveLength(9);
    // The pages stop where a search does (MAX_SEARCH_PAGE).
    const pages = within(canvas.getByRole('navigation', { name: 'Pages' }));
    await expect(pages.getByRole('link', { name: 'Page 500' })).toBeVisible();
    await expect(pages.queryByRole('link', { name: 'Page 834' })).not.toBeInTheDocument();
  },
};

export const NoMatches: Story = {
  parameters: { router: { initialEntry: '/all-properties?city=Nagpur&bhk=5' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No properties match your search' })).toBeVisible();
    await expect(canvas.getByText('0 properties')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await expect(await canvas.findByText('9 properties')).toBeVisible();
    await expect(addressOf(canvas)).toBe('/all-properties');
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  },
};

export const NothingListedYet: Story = {
  parameters: { msw: { handlers: [listings.search.empty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No properties match your search' })).toBeVisible();
    // With no filters there is nothing to clear.
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [listings.search.slow] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading properties' })).toBeVisible();
  },
};

export const LoadFailsThenRetries: Story = {
  parameters: { msw: { handlers: [listings.search.serverErrorOnce] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Unable to Load Properties' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByText('9 properties')).toBeVisible();
    await expect(searches()).toHaveLength(2);
  },
};

/** docs/listings.md#compare: up to 3 listings in the tray, a 4th refused; Compare opens them side by side. */
export const CompareUpToThree: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: '2 BHK Flat in Koramangala' });
    const toggles = canvas.getAllByRole('button', { name: /^Add .* to compare$/ });
    await expect(toggles.length).toBeGreaterThan(3);
    for (const toggle of toggles.slice(0, 3)) await userEvent.click(toggle);
    await userEvent.click(toggles[3]!);
    await seeToast('You can compare up to 3 properties', 5000);
    await expect(toggles[3]).toHaveAttribute('aria-pressed', 'false');
    const tray = within(canvas.getByRole('region', { name: 'Compare tray' }));
    await expect(tray.getAllByRole('listitem')).toHaveLength(3);
    // Removing one from the tray frees its card's toggle.
    const [first] = tray.getAllByRole('button', { name: /^Remove .* from compare$/ });
    await userEvent.click(first!);
    await expect(toggles[0]).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(tray.getByRole('link', { name: 'Compare (2)' }));
    await waitFor(() => expect(addressOf(canvas)).toMatch(/^\/compare\?ids=[^,]+,[^,]+$/));
  },
};

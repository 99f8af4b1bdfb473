import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { localities } from '@mocks/handlers';
import { withFavourites } from '@/testing/browserFrame';
import { atRoutes } from '@/testing/storyFrame';
import { LocalityPage } from './LocalityPage';

/** The page at a locality's address; each story's handler says which state the API answers. */
const at = (city: string, locality: string) => ({ router: { initialEntry: `/locality/${city}/${locality}` } });

const meta = {
  title: 'Pages/Locality',
  component: LocalityPage,
  // The cards' hearts need the session and the favourites, as in the app.
  decorators: [withFavourites, atRoutes('/locality/:city/:locality')],
  parameters: { layout: 'fullscreen', ...at('Pune', 'Baner') },
  // The mock db's Pune homes stand in Baner here, so the locality's shelf has cards to show.
  beforeEach: () => {
    for (const listing of db.listings.filter((l) => l.location.city === 'Pune')) listing.location.locality = 'Baner';
  },
} satisfies Meta<typeof LocalityPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvas: ReturnType<typeof within>, name: string | RegExp) =>
  within(canvas.getByRole('region', { name }));
const table = (canvas: ReturnType<typeof within>, caption: string) =>
  within(canvas.getByRole('table', { name: caption }));
const rowOf = (scope: ReturnType<typeof within>, name: string) =>
  within(scope.getByRole('row', { name: new RegExp(`^${name.replace('+', '\\+')} `) }));

/** docs/localities.md#locality-page: Baner's figures by BHK with their listings, the trend, the cards and the neighbours. */
export const EnoughData: Story = {
  parameters: { msw: { handlers: [localities.facts.enoughData] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Baner, Pune' })).toBeVisible();
    // The cards come with their own lazy parts: once they show, the page is whole.
    const shelf = region(canvas, 'Listings and projects in Baner');
    await expect(await shelf.findByRole('link', { name: /^3 BHK Independent House in Kothrud/ })).toBeVisible();
    await expect(canvas.getByText(/^Asking prices on Nivaas: what sellers and landlords ask/)).toBeVisible();
    const live = region(canvas, 'Live on Nivaas now');
    await expect(live.getByRole('definition', { name: 'Listings for sale' })).toHaveTextContent('82');
    await expect(live.getByRole('definition', { name: 'New projects' })).toHaveTextContent('7');

    const sale = table(canvas, 'For sale');
    await expect(rowOf(sale, '2 BHK').getByRole('cell', { name: '₹12,600 per sq.ft carpet' })).toBeVisible();
    await expect(rowOf(sale, '2 BHK').getByRole('cell', { name: '38' })).toBeVisible();
    // docs/localities.md#locality-minimum: 2 listings of 5 BHK and more give no figure, and say so.
    await expect(rowOf(sale, '5+ BHK').getByRole('cell', { name: 'Too few listings' })).toBeVisible();
    await expect(rowOf(sale, '5+ BHK').getByRole('cell', { name: '2' })).toBeVisible();
    await expect(rowOf(sale, 'All').getByRole('cell', { name: '₹12,900 per sq.ft carpet' })).toBeVisible();
    const rent = table(canvas, 'For rent');
    await expect(rowOf(rent, '3 BHK').getByRole('cell', { name: '₹42,000 a month' })).toBeVisible();
    await expect(rowOf(rent, '5+ BHK').getByRole('cell', { name: 'No listings' })).toBeVisible();

    // The chart is a picture with words: its caption names what it shows, its description the change.
    const chart = canvas.getByRole('img', { name: /^For sale, price per sq\.ft carpet · Asking prices on Nivaas / });
    await expect(chart).toHaveAccessibleName(/Nov 2025 to Oct 2026\. Up 6\.6 % from Nov 2025 to Oct 2026/);
    await expect(chart.querySelectorAll('circle')).toHaveLength(12);
    await expect(within(chart as unknown as HTMLElement).getByText('₹12,500')).toBeInTheDocument();

    // The same figures as a table, for anyone who wants the numbers.
    const [saleMonths] = canvas.getAllByText('Month by month');
    await userEvent.click(saleMonths!);
    const november = canvas.getAllByRole('row', { name: /^Nov 2025 / })[0]!;
    await expect(within(november).getByRole('cell', { name: '₹12,100 per sq.ft carpet' })).toBeVisible();

    await expect(shelf.getByRole('link', { name: /^See all \d+: Listings and projects in Baner$/ })).toHaveAttribute(
      'href',
      '/all-properties?city=Pune&q=Baner',
    );
    const nearby = region(canvas, 'Nearby localities');
    await expect(nearby.getByRole('link', { name: 'Aundh' })).toHaveAttribute('href', '/locality/Pune/Aundh');
    await expect(nearby.getByText('2.9 km · 64 properties')).toBeVisible();
    // docs/map.md#near-filter: searches around the locality's centre, named by it.
    const around = region(canvas, 'Homes around Baner');
    await expect(around.getByRole('link', { name: 'Within 2 km of Baner' })).toHaveAttribute(
      'href',
      '/all-properties?city=Pune&nearLat=18.5596&nearLng=73.7799&withinKm=2&nearName=Baner',
    );
    await expect(around.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Within 1 km of Baner',
      'Within 2 km of Baner',
      'Within 5 km of Baner',
    ]);
  },
};

/** docs/localities.md#locality-minimum: a few listings give counts and no figure, and no trend to draw. */
export const TooLittleData: Story = {
  parameters: { msw: { handlers: [localities.facts.tooLittleData] }, ...at('Nashik', 'Gangapur Road') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Gangapur Road, Nashik' })).toBeVisible();
    const sale = table(canvas, 'For sale');
    await expect(rowOf(sale, 'All').getByRole('cell', { name: 'Too few listings' })).toBeVisible();
    await expect(rowOf(sale, 'All').getByRole('cell', { name: '4' })).toBeVisible();
    await expect(sale.queryByText(/^₹/)).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getAllByText('Too few listings in most months to draw a trend.')).toHaveLength(2);
    await expect(await canvas.findByText('Nothing is live in Gangapur Road right now.')).toBeVisible();
  },
};

export const TrendUp: Story = {
  parameters: { msw: { handlers: [localities.facts.trendUp] }, ...at('Pune', 'Wakad') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Wakad, Pune' })).toBeVisible();
    await expect(await canvas.findByText('Nothing is live in Wakad right now.')).toBeVisible();
    await expect(canvas.getByText('Up 12.2 % from Nov 2025 to Oct 2026')).toBeVisible();
    await expect(canvas.getByText('Up 11.4 % from Nov 2025 to Oct 2026')).toBeVisible();
  },
};

export const TrendDown: Story = {
  parameters: { msw: { handlers: [localities.facts.trendDown] }, ...at('Pune', 'Hinjewadi') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hinjewadi, Pune' })).toBeVisible();
    await expect(await canvas.findByText('Nothing is live in Hinjewadi right now.')).toBeVisible();
    await expect(canvas.getByText('Down 7.7 % from Nov 2025 to Oct 2026')).toBeVisible();
    await expect(canvas.getByText('Down 8.0 % from Nov 2025 to Oct 2026')).toBeVisible();
  },
};

/** A locality with nothing public: the server's 404 (its page is a 404 too, server/ssr). */
export const NotFound: Story = {
  parameters: at('Pune', 'Nowhere'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Locality Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search all properties' })).toHaveAttribute(
      'href',
      '/all-properties',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [localities.facts.slow] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading...')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [localities.facts.serverErrorOnce] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Unable to Load Locality' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Baner, Pune' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Unable to Load Locality')).toBeNull());
    await expect(await canvas.findByRole('link', { name: /^3 BHK Independent House in Kothrud/ })).toBeVisible();
  },
};

/** On a phone the tables and charts stack in one column (the 320 px check runs after every story). */
export const OnAPhone: Story = {
  ...EnoughData,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Baner, Pune' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /^3 BHK Independent House in Kothrud/ })).toBeVisible();
    const [sale, rent] = [
      canvas.getByRole('table', { name: 'For sale' }),
      canvas.getByRole('table', { name: 'For rent' }),
    ];
    await expect(rent.getBoundingClientRect().top).toBeGreaterThan(sale.getBoundingClientRect().bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a desktop sale and rent sit side by side. */
export const OnADesktop: Story = {
  ...EnoughData,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Baner, Pune' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /^3 BHK Independent House in Kothrud/ })).toBeVisible();
    const [sale, rent] = [
      canvas.getByRole('table', { name: 'For sale' }),
      canvas.getByRole('table', { name: 'For rent' }),
    ];
    await expect(rent.getBoundingClientRect().top).toBe(sale.getBoundingClientRect().top);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { requestsTo } from '@mocks/db';
import { map } from '@mocks/handlers';
import { atRoutes } from '@/testing/storyFrame';
import { narrowPhone } from '@/testing/narrowPhone';
import { addressOf, withAddressBar, withFavourites } from '@/testing/browserFrame';
import { PropertySearchPage } from './PropertySearchPage';

// docs/map.md#map-view: the search's map, on the mock db's Bengaluru items and the stories' own tiles.

/** Central and east Bengaluru: five items in Indiranagar's cell, Koramangala's flat and Whitefield's villa alone. */
const bengaluruBox = 'box=12.9%2C77.55%2C13.05%2C77.8';
const bengaluruMap = `/all-properties?city=Bengaluru&view=map&${bengaluruBox}`;

const meta = {
  title: 'Pages/Listings/Search map',
  component: PropertySearchPage,
  args: { title: 'All Properties' },
  decorators: [withFavourites, atRoutes('/all-properties'), withAddressBar],
  parameters: { layout: 'fullscreen', router: { initialEntry: bengaluruMap } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof PropertySearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const mapRequests = () => requestsTo('/api/properties/map', 'GET').map((r) => new URLSearchParams(r.search));
const boxOf = (params: URLSearchParams | undefined) =>
  ['south', 'west', 'north', 'east'].map((edge) => Number(params?.get(edge)));
const theMap = (canvas: Canvas) => canvas.findByRole('region', { name: 'Map of the properties found' });

/** The map drawn: tiles from the story's handler, and the markers of the area. */
async function mapDrawn(canvas: Canvas, canvasElement: HTMLElement) {
  await theMap(canvas);
  await waitFor(() => expect(canvasElement.querySelectorAll('.leaflet-tile-loaded').length).toBeGreaterThan(0));
}

/** A person drags the map by (dx, dy) px: the map's content moves with the pointer. */
async function dragMap(region: HTMLElement, dx: number, dy: number) {
  const { left, top, width, height } = region.getBoundingClientRect();
  const [x, y] = [left + width / 2, top + height / 2];
  const steps = [0.25, 0.5, 0.75, 1].map((f) => ({ coords: { clientX: x + dx * f, clientY: y + dy * f } }));
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: region, coords: { clientX: x, clientY: y } },
    ...steps,
    { keys: '[/MouseLeft]', coords: steps.at(-1)!.coords },
  ]);
}

/** Desktop: the list and, beside it, the map of the address's box, with the city filter applying. */
export const SideBySide: Story = {
  play: async ({ canvas, canvasElement }) => {
    await mapDrawn(canvas, canvasElement);
    await expect(await canvas.findByText('7 properties')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Properties' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Map' })).toBeChecked();
    const list = canvas.getByRole('list', { name: 'Properties' }).getBoundingClientRect();
    const region = (await theMap(canvas)).getBoundingClientRect();
    await expect(region.left).toBeGreaterThanOrEqual(list.right);
    await expect(region.top).toBeLessThan(list.bottom);
    await waitFor(() => expect(mapRequests()).toHaveLength(1));
    await expect(mapRequests()[0]!.toString()).toBe('south=12.9&west=77.55&north=13.05&east=77.8&city=Bengaluru');
    await canvas.findByRole('button', { name: /5 properties, zoom in$/ });
  },
};

/** A cluster's marker shows its count and lowest price; pressing it zooms in and searches there. */
export const Clusters: Story = {
  play: async ({ canvas, canvasElement }) => {
    await mapDrawn(canvas, canvasElement);
    const cluster = await canvas.findByRole('button', { name: '5 · from ₹95.00 K: 5 properties, zoom in' });
    await expect(cluster).toHaveTextContent('5 · from ₹95.00 K');
    await userEvent.click(cluster.firstElementChild!);
    await waitFor(() => expect(mapRequests()).toHaveLength(2));
    const [south, west, north, east] = boxOf(mapRequests()[1]);
    // Two zoom steps in (a quarter of the view a side), round the cluster (Indiranagar, 12.98, 77.64).
    await expect(north! - south!).toBeLessThan(0.25);
    await expect([south! < 12.978 && 12.978 < north!, west! < 77.64 && 77.64 < east!]).toEqual([true, true]);
    await expect(addressOf(canvas)).toContain('city=Bengaluru');
    await expect(addressOf(canvas)).toContain(`box=${south}%2C${west}%2C${north}%2C${east}`);
  },
};

/** A lone item's marker is its price, in Lakh; pressing it opens its card, which links to its page. */
export const LoneItemPrices: Story = {
  play: async ({ canvas, canvasElement }) => {
    await mapDrawn(canvas, canvasElement);
    const flat = await canvas.findByRole('button', { name: '2 BHK Flat in Koramangala, ₹95.00 Lakh' });
    await expect(flat).toHaveTextContent('₹95.00 Lakh');
    await expect(
      canvas.getByRole('button', { name: '4 BHK Villa for Rent in Whitefield, ₹1.20 Lakh/month' }),
    ).toBeVisible();
    await userEvent.click(flat.firstElementChild!);
    const overMap = within((await theMap(canvas)).parentElement!);
    const card = within(await overMap.findByRole('article', { name: '2 BHK Flat in Koramangala' }));
    await expect(card.getByText('₹95.00 Lakh')).toBeVisible();
    await expect(card.getByRole('link', { name: '2 BHK Flat in Koramangala' })).toHaveAttribute(
      'href',
      '/property-detail/listing-0013/2-bhk-flat-in-koramangala',
    );
  },
};

/** After a pan (a drag), "Search this area" asks for the new box with every filter. */
export const SearchThisArea: Story = {
  // No baseline: where a drag ends depends on its speed (Leaflet's inertia), which a busy machine varies.
  parameters: { router: { initialEntry: `${bengaluruMap}&bhk=2%2C3` }, visual: false },
  play: async ({ canvas, canvasElement }) => {
    await mapDrawn(canvas, canvasElement);
    await waitFor(() => expect(mapRequests()).toHaveLength(1));
    await expect(canvas.queryByRole('button', { name: 'Search this area' })).not.toBeInTheDocument();
    await dragMap(await theMap(canvas), -120, 80);
    await userEvent.click(await canvas.findByRole('button', { name: 'Search this area' }));
    await waitFor(() => expect(mapRequests()).toHaveLength(2));
    const [before, after] = [boxOf(mapRequests()[0]), boxOf(mapRequests()[1])];
    // The map opened centred on the address's box; dragged left and down, it shows what lies east and north.
    const centre = ([south, west, north, east]: number[]) => [(south! + north!) / 2, (west! + east!) / 2];
    const [[latBefore, lngBefore], [latAfter, lngAfter]] = [centre(before), centre(after)];
    await expect(latAfter!).toBeGreaterThan(latBefore!);
    await expect(lngAfter!).toBeGreaterThan(lngBefore!);
    await expect(mapRequests()[1]!.get('city')).toBe('Bengaluru');
    await expect(mapRequests()[1]!.get('bhk')).toBe('2,3');
    await expect(addressOf(canvas)).toContain(`box=${after.join('%2C')}`);
    await expect(canvas.queryByRole('button', { name: 'Search this area' })).not.toBeInTheDocument();
  },
};

export const EmptyArea: Story = {
  parameters: { msw: { handlers: [map.area.empty] } },
  play: async ({ canvas, canvasElement }) => {
    await mapDrawn(canvas, canvasElement);
    await expect(
      await canvas.findByText('No properties match in this area. Move the map or zoom out, then search this area.'),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [map.area.serverError] } },
  play: async ({ canvas, canvasElement }) => {
    await mapDrawn(canvas, canvasElement);
    await expect(await canvas.findByText('Unable to load the properties of this area.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
    // The list is another call: it stays.
    await expect(await canvas.findByText('7 properties')).toBeVisible();
  },
};

/** No city and no box: India whole, larger than a map area may be, asks to zoom in and asks the server nothing. */
export const ZoomInFirst: Story = {
  parameters: { router: { initialEntry: '/all-properties?view=map' } },
  play: async ({ canvas, canvasElement }) => {
    await mapDrawn(canvas, canvasElement);
    await expect(await canvas.findByText('Zoom in to see properties on the map.')).toBeVisible();
    await expect(mapRequests()).toEqual([]);
  },
};

/**
 * A city and no box, on a 320 px phone: the map fits the city's whole area (15 km each way), as a
 * desktop's does, and asks for it; Whitefield, 14 km east of the centre, is in sight.
 */
export const OpensOnTheCity: Story = {
  parameters: { ...narrowPhone.parameters, router: { initialEntry: '/all-properties?city=Bengaluru&view=map' } },
  globals: narrowPhone.globals,
  play: async ({ canvas, canvasElement }) => {
    await mapDrawn(canvas, canvasElement);
    await waitFor(() => expect(mapRequests()).toHaveLength(1));
    const [south, west, north, east] = boxOf(mapRequests()[0]);
    // Bengaluru's centre is 12.97, 77.59: 15 km is 0.135 degrees of latitude and 0.138 of longitude there.
    await expect(south).toBeLessThanOrEqual(12.97 - 0.13);
    await expect(north).toBeGreaterThanOrEqual(12.97 + 0.13);
    await expect(west).toBeLessThanOrEqual(77.59 - 0.13);
    await expect(east).toBeGreaterThanOrEqual(77.59 + 0.13);
    await expect(mapRequests()[0]!.get('city')).toBe('Bengaluru');
    await canvas.findByRole('button', { name: /, zoom in$/ });
  },
};

/** docs/map.md#tiles: tiles that fail leave the list, with a note, and no empty map. */
export const TilesFailShowTheList: Story = {
  parameters: { msw: { handlers: [map.tiles.failing] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Map tiles could not be loaded; showing the list.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Map of the properties found' })).not.toBeInTheDocument();
    await expect(await canvas.findByText('7 properties')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Properties' })).toBeVisible();
  },
};

/** A phone (320 px): List or Map, one at a time; the address keeps the choice. */
export const PhoneToggle: Story = {
  parameters: { ...narrowPhone.parameters, router: { initialEntry: `/all-properties?city=Bengaluru&${bengaluruBox}` } },
  globals: narrowPhone.globals,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('7 properties')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Map of the properties found' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Map' }));
    await mapDrawn(canvas, canvasElement);
    await expect(canvas.getByRole('list', { name: 'Properties', hidden: true })).not.toBeVisible();
    await expect(addressOf(canvas)).toContain('view=map');
    await canvas.findByRole('button', { name: /5 properties, zoom in$/ });
    await userEvent.click(canvas.getByRole('radio', { name: 'List' }));
    await expect(canvas.getByRole('list', { name: 'Properties' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Map of the properties found' })).not.toBeInTheDocument();
  },
};

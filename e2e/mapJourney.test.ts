import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testTilePng } from '../mocks/tiles';
import { hydrated, startProduct, stopStarted, watchCsp } from './serverUnderTest';

/**
 * Issue 38, docs/map.md#map-view: a buyer on a phone searches a city on the map, pans, searches
 * that area, opens a marker's listing and follows its locality link. The tiles come from a server
 * of the test's own (MAP_TILE_URL), so the real policy's img-src is what lets them in.
 */
let product: Awaited<ReturnType<typeof startProduct>>;
let tileServer: Server;
const tilesServed: string[] = [];

beforeAll(async () => {
  const tile = testTilePng();
  tileServer = createServer((request, response) => {
    tilesServed.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(tile);
  });
  await new Promise<void>((resolve) => tileServer.listen(0, '127.0.0.1', resolve));
  const { port } = tileServer.address() as AddressInfo;
  product = await startProduct({ MAP_TILE_URL: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png` });
});
afterAll(async () => {
  await stopStarted();
  await new Promise((resolve) => tileServer.close(resolve));
});

const isMapRequest = (url: string) => new URL(url).pathname === '/api/properties/map';
const boxOf = (url: string) => ['south', 'west', 'north', 'east'].map((edge) => new URL(url).searchParams.get(edge));

/** A person drags the map by (dx, dy) px from its middle. */
async function dragMap(page: Page, dx: number, dy: number) {
  const area = (await page.getByRole('region', { name: 'Map of the properties found' }).boundingBox())!;
  const [x, y] = [area.x + area.width / 2, area.y + area.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

/**
 * Presses clusters until a lone item's marker shows, then presses it; answers the item's title. A
 * marker is a point at its place (src/components/Map/mapIcons.ts): what a person presses is its label.
 */
async function openAnItemsCard(page: Page) {
  const markers = page.locator('.leaflet-marker-icon[aria-label]');
  for (let zoomedIn = 0; zoomedIn < 6; zoomedIn += 1) {
    await markers.first().waitFor({ state: 'attached' });
    const names = await markers.evaluateAll((all) => all.map((marker) => marker.getAttribute('aria-label') ?? ''));
    const item = names.findIndex((name) => !name.endsWith('properties, zoom in'));
    if (item >= 0) {
      await markers.nth(item).locator('span').click();
      // A lone item's marker is named by its title and its price ('Sunny 2 BHK, ₹85.00 Lakh').
      return names[item]!.slice(0, names[item]!.lastIndexOf(', '));
    }
    const pressed = (await markers.first().elementHandle())!;
    const answered = page.waitForResponse((response) => isMapRequest(response.url()));
    await (await pressed.$('span'))!.click();
    await answered;
    // The next press is on the zoomed area's markers, once the old ones (this one with them) are gone.
    await pressed.waitForElementState('hidden');
  }
  throw new Error('No lone item after six zooms');
}

it('on a phone: open the map, pan, search this area, open a marker’s listing and its locality', async () => {
  const page = await product.browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const violations = await watchCsp(page);
  await page.goto(`${product.origin}/all-properties?city=Pune`);
  await hydrated(page);

  const opened = page.waitForRequest((request) => isMapRequest(request.url()));
  await page.getByRole('radio', { name: 'Map' }).click();
  const firstBox = boxOf((await opened).url());
  expect(new URL((await opened).url()).searchParams.get('city')).toBe('Pune');
  await expect.poll(() => page.locator('.leaflet-tile-loaded').count()).toBeGreaterThan(0);
  expect(tilesServed.length).toBeGreaterThan(0);
  // On a phone the map takes the list's place.
  expect(await page.getByRole('list', { name: 'Properties' }).isVisible()).toBe(false);

  await dragMap(page, -40, 30);
  const searchHere = page.getByRole('button', { name: 'Search this area' });
  const searched = page.waitForRequest((request) => isMapRequest(request.url()));
  await searchHere.click();
  const pannedBox = boxOf((await searched).url());
  expect(pannedBox).not.toEqual(firstBox);
  expect(new URL((await searched).url()).searchParams.get('city')).toBe('Pune');
  expect(new URL(page.url()).searchParams.get('box')).toBe(pannedBox.join(','));

  const title = await openAnItemsCard(page);
  await page.getByRole('article', { name: title }).getByRole('link', { name: title }).click();
  await page.waitForURL(/\/(property-detail|builder-property-detail)\//);

  const localityLink = page.getByRole('link', { name: /^Asking prices and listings in .+, Pune$/ });
  const locality = (await localityLink.textContent())!.replace(/^Asking prices and listings in (.+), Pune$/, '$1');
  await localityLink.click();
  await page.waitForURL(new RegExp(`/locality/Pune/${encodeURIComponent(locality)}$`));
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(locality);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(violations).toEqual([]);
  await page.close();
});

import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import styled from 'styled-components';
import { map } from '@mocks/handlers';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { MapFrame, pinIcon, useLeafletMap } from '.';

// docs/map.md#map-component: the map the search and the pin picker build on, tiles from the story's own handler.

const baner = { lat: 18.559, lng: 73.7868 };

/** What a pin picker does with the foundation: a draggable pin, its place read back in words. */
function PinOnAMap({ onTilesFailed }: { onTilesFailed?: string }) {
  const { ref, map, leaflet, failed } = useLeafletMap({ center: [baner.lat, baner.lng], zoom: 14 });
  const [place, setPlace] = useState(baner);
  useEffect(() => {
    if (!map || !leaflet) return;
    const pin = leaflet
      .marker([baner.lat, baner.lng], { icon: pinIcon(leaflet), draggable: true, title: 'The home’s place' })
      .on('dragend', () => setPlace(pin.getLatLng()))
      .addTo(map);
    return () => void pin.remove();
  }, [map, leaflet]);
  return (
    <Layout>
      <SizedMap ref={ref} label="Map of the home’s place" description="The place is also given below in degrees." />
      <p>{failed ? onTilesFailed : `Pin at ${place.lat.toFixed(4)}, ${place.lng.toFixed(4)}`}</p>
    </Layout>
  );
}

const meta = {
  title: 'Components/Map',
  component: PinOnAMap,
  parameters: docsWithUsage(usageNotes.map),
  args: { onTilesFailed: 'Map tiles could not be loaded' },
} satisfies Meta<typeof PinOnAMap>;
export default meta;
type Story = StoryObj<typeof meta>;

const tilesShown = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelectorAll('.leaflet-tile-loaded').length).toBeGreaterThan(0));

export const Drawn: Story = {
  play: async ({ canvas, canvasElement }) => {
    const map = await canvas.findByRole('region', { name: 'Map of the home’s place' });
    await tilesShown(canvasElement);
    await expect(canvas.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    // Every tile from the story's own handler, none from a provider.
    const sources = [...canvasElement.querySelectorAll<HTMLImageElement>('.leaflet-tile')].map((t) => t.src);
    await expect(sources.every((src) => new URL(src).pathname.startsWith('/mock-tiles/grid/'))).toBe(true);
    // Leaflet's keyboard: the map takes focus, and its zoom buttons are buttons.
    map.focus();
    await expect(map).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await expect(canvas.getByText('Pin at 18.5590, 73.7868')).toBeVisible();
  },
};

/** A draggable pin, as the pin picker adds one: dragged, its caller's listener reads the new place. */
export const PinDragged: Story = {
  play: async ({ canvas, canvasElement }) => {
    await tilesShown(canvasElement);
    const pin = await canvas.findByRole('button', { name: 'The home’s place' });
    const { x, y } = pin.getBoundingClientRect();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: pin, coords: { clientX: x + 16, clientY: y + 30 } },
      { coords: { clientX: x + 66, clientY: y + 80 } },
      { coords: { clientX: x + 116, clientY: y + 130 } },
      { keys: '[/MouseLeft]', coords: { clientX: x + 116, clientY: y + 130 } },
    ]);
    await expect(await canvas.findByText(/^Pin at 18\.55\d\d, 73\.79\d\d$/)).toBeVisible();
  },
};

export const TilesFail: Story = {
  parameters: { msw: { handlers: [map.tiles.failing] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Map tiles could not be loaded')).toBeVisible();
  },
};

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const SizedMap = styled(MapFrame)`
  height: 20rem;
`;

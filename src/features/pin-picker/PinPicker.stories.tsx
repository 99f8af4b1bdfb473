import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { Pin } from '@/api/contract';
import { map } from '@mocks/handlers';
import { pinText } from '@/entities/place';
import { nudged } from './nudge';
import { PinPicker } from './PinPicker';

// docs/map.md#pin-picker: the picker on its own, holding its pin as a form does; the forms' stories
// check what a submit sends.

/** Indiranagar 560038 as the mock pincode endpoint answers it (mocks/places.ts). */
const indiranagar: Pin = { lat: 12.9784, lng: 77.6408 };

function PickerInAForm({ pincode, saved = null }: { pincode: string; saved?: Pin | null }) {
  const [pin, setPin] = useState<Pin | null>(saved);
  return <PinPicker pincode={pincode} pin={pin} onChange={setPin} />;
}

const meta = {
  title: 'Patterns/Pin Picker',
  component: PickerInAForm,
  args: { pincode: '560038' },
} satisfies Meta<typeof PickerInAForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const centreText = `Pincode centre ${pinText(indiranagar)}: move the pin to the property.`;

export const StartsAtThePincodeCentre: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('region', { name: 'Map to place the property’s pin' })).toBeVisible();
    await expect(canvas.getByText(centreText)).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('.nivaas-map-pin')).not.toBeNull());
    // At the centre already: nothing to reset.
    await expect(canvas.getByRole('button', { name: 'Reset to pincode centre' })).toBeDisabled();
  },
};

/** The arrow buttons move the pin 20 m a press; Reset brings it back to the pincode's centre. */
export const KeyboardMovesThePin: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(centreText);
    canvas.getByRole('button', { name: 'Move the pin north' }).focus();
    await userEvent.keyboard('{Enter}');
    const moved = nudged(indiranagar, 'north');
    await expect(canvas.getByText(`Pin at ${pinText(moved)}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Move the pin east' }));
    await expect(canvas.getByText(`Pin at ${pinText(nudged(moved, 'east'))}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset to pincode centre' }));
    await expect(canvas.getByText(`Pin at ${pinText(indiranagar)}`)).toBeVisible();
  },
};

/** Dragging the pin up and right places it north and east of the pincode's centre. */
export const DragMovesThePin: Story = {
  // No baseline: where the pin lands is in the text the play checks.
  parameters: { visual: false },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(centreText);
    await waitFor(() => expect(canvasElement.querySelector('.nivaas-map-pin')).not.toBeNull());
    const pin = canvasElement.querySelector<HTMLElement>('.nivaas-map-pin')!;
    const { left, top, width, height } = pin.getBoundingClientRect();
    const [x, y] = [left + width / 2, top + height / 2];
    const steps = [0.25, 0.5, 0.75, 1].map((f) => ({ coords: { clientX: x + 60 * f, clientY: y - 40 * f } }));
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: pin, coords: { clientX: x, clientY: y } },
      ...steps,
      { keys: '[/MouseLeft]', coords: steps.at(-1)!.coords },
    ]);
    const placed = await canvas.findByText(/^Pin at /);
    const [lat, lng] = [...placed.textContent!.matchAll(/([\d.]+)°/g)].map((match) => Number(match[1]));
    await expect(lat).toBeGreaterThan(indiranagar.lat);
    await expect(lng).toBeGreaterThan(indiranagar.lng);
    await expect(canvas.getByRole('button', { name: 'Reset to pincode centre' })).toBeEnabled();
  },
};

/** Edit mode: the saved pin, not the pincode's centre. */
export const StartsAtTheSavedPin: Story = {
  args: { saved: { lat: 12.9801, lng: 77.6452 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Pin at 12.980100° N, 77.645200° E')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Reset to pincode centre' })).toBeEnabled());
  },
};

export const NoPincodeYet: Story = {
  args: { pincode: '5600' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Type the 6-digit pincode first: the map then opens there for you to place the pin.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const PincodeNotOnTheMap: Story = {
  args: { pincode: '999999' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'We could not find this pincode on the map. Check it; you can still submit without a pin.',
      ),
    ).toBeVisible();
  },
};

/** The tiles fail: a note says so, and the buttons still place the pin (the form can still be sent). */
export const TilesFail: Story = {
  parameters: { msw: { handlers: [map.tiles.failing] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The map could not load. Move the pin with the arrow buttons below, or submit as it is.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Move the pin south' }));
    await expect(canvas.getByText(`Pin at ${pinText(nudged(indiranagar, 'south'))}`)).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { LocalityNote } from './LocalityNote';
import { PlaceLine } from './PlaceLine';

// docs/localities.md#locality-links: a card's or a page's place, its locality a link to its page.
const meta = {
  title: 'Components/Place Line',
  component: PlaceLine,
  parameters: docsWithUsage(usageNotes.placeLine),
  args: { locality: 'Baner', city: 'Pune', fallback: 'Location not specified' },
} satisfies Meta<typeof PlaceLine>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LocalityAndCity: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Baner' })).toHaveAttribute('href', '/locality/Pune/Baner');
    await expect(canvasElement).toHaveTextContent(/^Baner, Pune$/);
  },
};

/** A project card also names the state; a name with a space or a slash is encoded in the address. */
export const WithTheState: Story = {
  args: { locality: 'Koramangala 5th Block', city: 'Bengaluru', after: ['Karnataka'] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Koramangala 5th Block' })).toHaveAttribute(
      'href',
      '/locality/Bengaluru/Koramangala%205th%20Block',
    );
    await expect(canvasElement).toHaveTextContent(/^Koramangala 5th Block, Bengaluru, Karnataka$/);
  },
};

/** No locality, or no city: no page to open, the words alone. */
export const NoLocality: Story = {
  args: { locality: '', city: 'Pune', after: ['Maharashtra'] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent(/^Pune, Maharashtra$/);
  },
};

export const NoPlace: Story = {
  args: { locality: undefined, city: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^Location not specified$/);
  },
};

/** A detail page's note (LocalityNote): the distance to the locality's centre, and its page. */
export const DetailPageNote: Story = {
  render: () => <LocalityNote locality="Baner" city="Pune" distance="1.2 km from Baner centre" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.2 km from Baner centre')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Asking prices and listings in Baner, Pune' })).toHaveAttribute(
      'href',
      '/locality/Pune/Baner',
    );
  },
};

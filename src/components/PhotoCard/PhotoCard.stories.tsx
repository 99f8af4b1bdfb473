import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Badge } from '@/components/Badge';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { PhotoCard } from './PhotoCard';

const meta = {
  title: 'Components/Photo Card',
  component: PhotoCard,
  parameters: docsWithUsage(usageNotes.photoCard),
  args: {
    'aria-labelledby': 'card-title',
    photo: '/mock-media/villa.jpg',
    children: (
      <div style={{ padding: '1rem' }}>
        <h3 id="card-title">Skyline Palm Villas</h3>
        <p>Indiranagar, Bengaluru</p>
      </div>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhotoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Skyline Palm Villas' });
    // The cover is decorative: the heading names the card.
    await expect(within(card).getByRole('presentation')).toHaveAttribute('src', '/mock-media/villa.jpg');
    await expect(within(card).getByText('Indiranagar, Bengaluru')).toBeVisible();
  },
};

export const NoPhotoYet: Story = {
  args: { photo: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Photo coming soon')).toBeVisible();
    await expect(canvas.queryByRole('presentation')).not.toBeInTheDocument();
  },
};

export const BadgesAndCornerAction: Story = {
  args: {
    badges: (
      <>
        <Badge tone="info">For Rent</Badge>
        <Badge tone="brand">New Project</Badge>
      </>
    ),
    corner: (
      <button type="button" aria-pressed="false" aria-label="Save Skyline Palm Villas">
        ♡
      </button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('For Rent')).toBeVisible();
    await expect(canvas.getByText('New Project')).toBeVisible();
    // The corner control is reachable by keyboard and the card shows it holds the focus.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save Skyline Palm Villas' })).toHaveFocus();
  },
};

export const LongTitleOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    children: (
      <div style={{ padding: '1rem', overflowWrap: 'anywhere' }}>
        <h3 id="card-title">Skyline Palm Villas Phase Two — Independent Garden Homes near Old Airport Road</h3>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: /^Skyline Palm Villas Phase Two/ });
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

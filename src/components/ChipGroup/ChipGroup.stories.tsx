import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '@/components/Button';
import { ToggleChip } from '@/components/ToggleChip';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { ChipGroup } from './ChipGroup';

const meta = {
  title: 'Components/Chip Group',
  component: ChipGroup,
  parameters: docsWithUsage(usageNotes.chipGroup),
  args: { 'aria-label': 'Amenities', children: null },
} satisfies Meta<typeof ChipGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toggles: Story = {
  args: {
    children: ['24/7 Security', 'Parking', 'Power Backup', 'Lift & Elevator', 'Swimming Pool', 'Club House'].map(
      (label) => (
        <ToggleChip key={label} defaultSelected={label === 'Parking'}>
          {label}
        </ToggleChip>
      ),
    ),
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Amenities' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Parking/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /24\/7 Security/ }));
    await expect(canvas.getByRole('button', { name: /24\/7 Security/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const OneClickChoices: Story = {
  args: {
    'aria-label': 'One-click reasons',
    children: ['Blurry photos', 'Wrong price', 'Missing RERA number'].map((label) => (
      <Button key={label} variant="secondary" size="sm">
        {label}
      </Button>
    )),
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'One-click reasons' });
    await expect(group).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};

/** Inside a group that holds its own label, the row names nothing: no group is heard twice. */
export const UnderItsLabel: Story = {
  args: { 'aria-label': undefined },
  render: () => (
    <div role="group" aria-labelledby="bhk-label">
      <span id="bhk-label">BHK</span>
      <ChipGroup>
        {['1 BHK', '2 BHK', '3 BHK'].map((label) => (
          <ToggleChip key={label}>{label}</ToggleChip>
        ))}
      </ChipGroup>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
    await expect(canvas.getByRole('group', { name: 'BHK' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { ToggleChip } from './ToggleChip';

const meta = {
  title: 'Components/Toggle Chip',
  component: ToggleChip,
  parameters: docsWithUsage(usageNotes.toggleChip),
  args: { children: '24/7 Security', onChange: fn() },
} satisfies Meta<typeof ToggleChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, args }) => {
    const chip = canvas.getByRole('button', { name: /24\/7 Security/ });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultSelected: true, children: 'Swimming Pool' },
  play: async ({ canvas, args }) => {
    const chip = canvas.getByRole('button', { name: /Swimming Pool/ });
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /24\/7 Security/ })).toBeDisabled();
  },
};

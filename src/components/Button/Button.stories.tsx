import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  parameters: docsWithUsage(usageNotes.button),
  args: { children: 'Continue', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Previous' },
  play: async ({ canvas, args }) => {
    // Keyboard: Tab to the button and press Enter, as a keyboard user would.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Cancel' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onPress).toHaveBeenCalled();
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Yes, Logout' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, Logout' }));
    await expect(args.onPress).toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Creating...' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Creating...' });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Previous' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Previous' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

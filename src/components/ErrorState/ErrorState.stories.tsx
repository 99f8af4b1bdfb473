import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Components/Error State',
  component: ErrorState,
  parameters: docsWithUsage(usageNotes.errorState),
  args: {
    title: 'Unable to Load Portfolio',
    message: 'Failed to load builder portfolio. Please try again later.',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Unable to Load Portfolio');
    await expect(alert).toHaveTextContent('Failed to load builder portfolio. Please try again later.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const RetryByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  args: { isRetrying: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Try Again' });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const CustomRetryLabel: Story = {
  args: { title: 'Failed to load your favorite properties', message: undefined, retryLabel: 'Reload' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Failed to load your favorite properties' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

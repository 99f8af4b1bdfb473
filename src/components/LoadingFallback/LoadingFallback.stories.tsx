import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { LoadingFallback } from './LoadingFallback';

const meta = {
  title: 'Components/Loading Fallback',
  component: LoadingFallback,
  parameters: docsWithUsage(usageNotes.loadingFallback),
} satisfies Meta<typeof LoadingFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    // docs/routes.md#lazy-pages: exactly 'Loading...', announced politely as a status.
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/^Loading\.\.\.$/);
    await expect(status).toBeVisible();
    // Only one status: the spinner does not announce a second 'Loading'.
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading...')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  parameters: docsWithUsage(usageNotes.spinner),
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = {
  play: async ({ canvas }) => {
    // The default label is announced as a status.
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading property data', size: 'lg' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading property data' });
    await expect(status.getBoundingClientRect().width).toBe(44);
  },
};

/** With an empty label the ring is decoration; the caller announces (e.g. a pending button). */
export const Decorative: Story = {
  args: { label: '', size: 'sm' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    const ring = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(ring).toBeVisible();
    await expect(ring?.getBoundingClientRect().width).toBe(16);
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner size="sm" label="Small" />
      <Spinner size="md" label="Medium" />
      <Spinner size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = canvas.getAllByRole('status').map((ring) => ring.getBoundingClientRect().width);
    await expect(widths).toEqual([16, 28, 44]);
  },
};

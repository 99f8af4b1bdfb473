import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '@/components/Button';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { MediaRow } from './MediaRow';

const meta = {
  title: 'Components/Media Row',
  component: MediaRow,
  parameters: docsWithUsage(usageNotes.mediaRow),
  args: {
    labelledBy: 'row-title',
    imageUrl: '/mock-media/flat.jpg',
    children: (
      <>
        <h2 id="row-title">Skyline Heights</h2>
        <p>Residential Flat · Under Construction · Indiranagar, Bengaluru</p>
      </>
    ),
    actions: <Button size="sm">Edit</Button>,
  },
} satisfies Meta<typeof MediaRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('article', { name: 'Skyline Heights' });
    const edit = within(row).getByRole('button', { name: 'Edit' });
    // Desktop: the actions stand beside the content, at the same height.
    await expect(edit.getBoundingClientRect().top).toBeLessThan(
      within(row)
        .getByText(/Residential Flat/)
        .getBoundingClientRect().bottom,
    );
  },
};

export const WithoutPhoto: Story = {
  args: { imageUrl: null, actions: undefined },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('article', { name: 'Skyline Heights' });
    await expect(row.querySelector('img')).toBeNull();
    await expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const edit = canvas.getByRole('button', { name: 'Edit' });
    await expect(edit.getBoundingClientRect().top).toBeGreaterThan(
      canvas.getByText(/Residential Flat/).getBoundingClientRect().bottom,
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { Role } from '@/api/contract';
import { Notice } from '@/components/Notice';
import { PostPropertyButton } from './PostPropertyButton';

function PostPropertyDemo({ role }: { role: Role | null }) {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div>
      <PostPropertyButton role={role} onNotice={setNotice} />
      {notice && <Notice message={notice} onDismiss={() => setNotice(null)} />}
      <p>Page at {useLocation().pathname}</p>
    </div>
  );
}

const meta = {
  title: 'Patterns/Post Property Notice',
  component: PostPropertyDemo,
  args: { role: null },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="*" element={<Story />} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof PostPropertyDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoUserShowsTheNotice: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Post Property' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only Sellers, Agents, or Builders can post properties');
    await expect(canvas.getByText('Page at /')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notice' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const HidesAfterThreeSeconds: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Post Property' }));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(canvas.getByRole('alert')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), { timeout: 1500 });
  },
};

export const BuilderGoesToTheBuilderEntry: Story = {
  args: { role: 'Builder' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Post Property' }));
    await expect(await canvas.findByText('Page at /post_property_builder')).toBeVisible();
  },
};

export const AgentGoesToPostProperty: Story = {
  args: { role: 'Agent' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Post Property' }));
    await expect(await canvas.findByText('Page at /post_property')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { Role } from '@/api/contract';
import { Notice, NOTICE_DURATION_MS } from '@/components/Notice';
import { storyClock } from '@/testing/storyClock';
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

const clock = storyClock();

const meta = {
  title: 'Patterns/Post Property Notice',
  component: PostPropertyDemo,
  args: { role: null },
  beforeEach: () => clock.reset(),
  decorators: [
    clock.provide,
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

/** The notice goes by itself after 3000 ms (docs/routes.md#post-property-notice). */
export const HidesAfterThreeSeconds: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Post Property' }));
    await clock.started();
    clock.advance(NOTICE_DURATION_MS - 1);
    await expect(canvas.getByRole('alert')).toBeVisible();
    clock.advance(1);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
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

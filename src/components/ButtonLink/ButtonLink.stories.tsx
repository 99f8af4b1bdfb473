import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Route, Routes, useLocation } from 'react-router-dom';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { ButtonLink } from './ButtonLink';

function Arrived() {
  return <p>Arrived at {useLocation().pathname}</p>;
}

const meta = {
  title: 'Components/Button Link',
  component: ButtonLink,
  parameters: docsWithUsage(usageNotes.buttonLink),
  args: { to: '/post-builder-property', children: 'Post Builder Property' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/" element={<Story />} />
        <Route path="*" element={<Arrived />} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Post Builder Property' });
    await expect(link).toHaveAttribute('href', '/post-builder-property');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Arrived at /post-builder-property')).toBeVisible();
  },
};

export const SecondarySmall: Story = {
  args: { variant: 'secondary', size: 'sm', to: '/builder/properties', children: 'My Projects' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'My Projects' }));
    await expect(await canvas.findByText('Arrived at /builder/properties')).toBeVisible();
  },
};

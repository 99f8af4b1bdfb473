import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '@/components/Button';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { PageLayout } from './PageLayout';

const meta = {
  title: 'Components/Page Layout',
  component: PageLayout,
  parameters: { ...docsWithUsage(usageNotes.pageLayout), layout: 'fullscreen' },
  args: {
    title: 'My Projects',
    subtitle: 'Every project you have posted, with where it stands in review.',
    children: <p>Skyline Palm Villas, Skyline Heights and three more.</p>,
  },
} satisfies Meta<typeof PageLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {
  args: { actions: <Button>Post Builder Property</Button> },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main).toContainElement(canvas.getByRole('heading', { level: 1, name: 'My Projects' }));
    await expect(canvas.getByText(/where it stands in review/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Post Builder Property' })).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { actions: <Button>Post Builder Property</Button> },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    const action = canvas.getByRole('button', { name: 'Post Builder Property' });
    // The action wraps under the title on a narrow screen.
    await expect(action.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
  },
};

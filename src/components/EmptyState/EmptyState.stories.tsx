import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router';
import { expect } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { EmptyState } from './EmptyState';

const houseIcon = (
  <svg
    width="32"
    height="32"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinejoin="round"
  >
    <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />
  </svg>
);

const meta = {
  title: 'Components/Empty State',
  component: EmptyState,
  parameters: docsWithUsage(usageNotes.emptyState),
  args: { title: 'No Properties Listed Yet', icon: houseIcon },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No Properties Listed Yet' })).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const WithMessageAndAction: Story = {
  args: {
    title: 'Builder Not Found',
    message: "The builder you're looking for doesn't exist or has been removed.",
    action: <Link to="/">Back to Home</Link>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Builder Not Found' })).toBeVisible();
    await expect(canvas.getByText("The builder you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

export const SectionHeading: Story = {
  args: { headingLevel: 3, icon: undefined, title: 'No projects in this section' },
  render: (args) => (
    <section aria-labelledby="projects">
      <h2 id="projects">Completed Projects</h2>
      <EmptyState {...args} />
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No projects in this section' })).toBeVisible();
  },
};

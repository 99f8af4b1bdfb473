import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '@/components/Badge';
import { Button } from '@/components/Button';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  parameters: docsWithUsage(usageNotes.card),
  args: { children: 'Skyline Towers rise over Whitefield with 120 flats across 14 floors.' },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BodyOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Skyline Towers rise over Whitefield/)).toBeVisible();
  },
};

export const SectionWithHeader: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'about-us',
    header: <h2 id="about-us">About Us</h2>,
    children: 'We build homes that last, in Bengaluru since 2004.',
  },
  play: async ({ canvas }) => {
    // A named section is a region landmark, found by its heading.
    const region = canvas.getByRole('region', { name: 'About Us' });
    await expect(region.tagName).toBe('SECTION');
    await expect(region).toHaveTextContent('We build homes that last, in Bengaluru since 2004.');
  },
};

export const ArticleWithHeaderAndFooter: Story = {
  args: {
    as: 'article',
    'aria-labelledby': 'project-name',
    header: (
      <>
        <h3 id="project-name">Skyline Towers</h3>
        <Badge tone="warning">Under Construction</Badge>
      </>
    ),
    footer: <Button size="sm">View Details</Button>,
  },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Skyline Towers' });
    await expect(article).toHaveTextContent('Under Construction');
    await expect(canvas.getByRole('button', { name: 'View Details' })).toBeVisible();
  },
};

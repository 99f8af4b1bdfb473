import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { StatCard, StatGrid } from './StatCard';

const buildingIcon = (
  <svg
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinejoin="round"
  >
    <path d="M4 21V4h10v17M14 9h6v12M8 8h2M8 12h2M8 16h2M3 21h18" />
  </svg>
);

const meta = {
  title: 'Components/Stat Card',
  component: StatCard,
  parameters: docsWithUsage(usageNotes.statCard),
  args: { label: 'Total Projects', value: 12, icon: buildingIcon },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithIcon: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('term')).toHaveTextContent('Total Projects');
    await expect(canvas.getByRole('definition')).toHaveTextContent('12');
  },
};

export const WithoutIcon: Story = {
  args: { label: 'Completing Soon', value: 0, icon: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completing Soon')).toBeVisible();
    await expect(canvas.getByRole('definition')).toHaveTextContent(/^0$/);
  },
};

export const LargeNumberInIndianGrouping: Story = {
  args: { label: 'Square feet delivered', value: 1_250_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('definition')).toHaveTextContent('12,50,000');
  },
};

/** Four stat cards side by side (docs/portfolio.md#portfolio-stats). */
export const PortfolioRow: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: 16 }}>
      <StatCard label="Total Projects" value={12} icon={buildingIcon} />
      <StatCard label="Completed" value={5} icon={buildingIcon} />
      <StatCard label="Under Construction" value={4} icon={buildingIcon} />
      <StatCard label="Completing Soon" value={3} icon={buildingIcon} />
    </div>
  ),
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Total Projects', 'Completed', 'Under Construction', 'Completing Soon']);
    const values = canvas.getAllByRole('definition').map((value) => value.textContent);
    await expect(values).toEqual(['12', '5', '4', '3']);
  },
};

const dashboardRow = (
  <StatGrid $columns={4}>
    <StatCard label="Total Projects" value={12} />
    <StatCard label="Live" value={9} />
    <StatCard label="Pending Review" value={2} />
    <StatCard label="Rejected" value={1} />
  </StatGrid>
);

/** A dashboard's row: four across on a desktop... */
export const GridOnADesktop: Story = {
  render: () => dashboardRow,
  play: async ({ canvas }) => {
    const tops = canvas.getAllByRole('term').map((term) => Math.round(term.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};

/** ...and two by two on a phone. */
export const GridOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: () => dashboardRow,
  play: async ({ canvas }) => {
    const tops = canvas.getAllByRole('term').map((term) => Math.round(term.getBoundingClientRect().top));
    await expect(tops[0]).toBe(tops[1]);
    await expect(tops[2]).toBeGreaterThan(tops[1]!);
  },
};

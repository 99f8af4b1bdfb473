import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { FactList } from './FactList';

const meta = {
  title: 'Components/Fact List',
  component: FactList,
  parameters: docsWithUsage(usageNotes.factList),
  args: {
    items: [
      ['Status', 'Under Construction'],
      ['Expected Completion', 'Within 1 Year'],
      ['Landmark', null],
      ['Price Range', '₹1.25 Cr - ₹1.80 Cr'],
    ],
  },
} satisfies Meta<typeof FactList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LeavesOutMissingValues: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('definition', { name: 'Status' })).toHaveTextContent('Under Construction');
    await expect(canvas.getByRole('definition', { name: 'Price Range' })).toHaveTextContent('₹1.25 Cr - ₹1.80 Cr');
    await expect(canvas.queryByText('Landmark')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('definition')).toHaveLength(3);
  },
};

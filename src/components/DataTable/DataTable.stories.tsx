import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { DataTable } from './DataTable';

const rows = [
  ['2 BHK', '850 sq ft', '₹95.00 Lakh'],
  ['3 BHK', '1,240 sq ft', '₹1.35 Cr'],
];

/** Configurations as a project's page lists them: the type heads each row. */
function Configurations({ as }: { as?: typeof DataTable }) {
  const Table = as ?? DataTable;
  return (
    <Table>
      <caption>Configurations</caption>
      <thead>
        <tr>
          <th scope="col">Type</th>
          <th scope="col">Carpet area</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([type, ...cells]) => (
          <tr key={type}>
            <th scope="row">{type}</th>
            {cells.map((cell) => (
              <td key={cell}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** What a user of the table adds: its own spacing and rules. */
const Spaced = styled(DataTable)`
  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const meta = {
  title: 'Components/Data Table',
  component: Configurations,
  parameters: docsWithUsage(usageNotes.dataTable),
} satisfies Meta<typeof Configurations>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CaptionAndHeads: Story = {
  play: async ({ canvas }) => {
    // The caption names the table; each row is found by the type that heads it.
    const table = canvas.getByRole('table', { name: 'Configurations' });
    await expect(table).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((head) => head.textContent)).toEqual([
      'Type',
      'Carpet area',
      'Price',
    ]);
    await expect(canvas.getByRole('row', { name: /3 BHK/ })).toHaveTextContent('3 BHK1,240 sq ft₹1.35 Cr');
  },
};

export const WithItsUsersSpacing: Story = {
  args: { as: Spaced },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: '2 BHK' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '₹95.00 Lakh' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataTable } from '@/components/DataTable';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { TableCards, TableOrCards } from './TableCards';

const columns = ['Configuration', 'Carpet area', 'Super built-up area', 'Price'];
const rows = [
  ['2 BHK', '780 sq.ft', '1,120 sq.ft', '₹3.20 Cr'],
  ['3 BHK', '1,050 sq.ft', '1,480 sq.ft', '₹4.85 Cr'],
];

function Configurations() {
  return (
    <TableOrCards
      table={
        <DataTable>
          <caption>Flat configurations</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, ...cells]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                {cells.map((cell, index) => (
                  <td key={columns[index + 1]}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </DataTable>
      }
      cards={
        <TableCards
          caption="Flat configurations"
          titleLevel={2}
          cards={rows.map(([name = '', ...cells]) => ({
            key: name,
            title: name,
            facts: cells.map((value, index) => ({ term: columns[index + 1]!, value, marked: index === 2 })),
          }))}
        />
      }
    />
  );
}

const meta = {
  title: 'Components/Table Cards',
  component: Configurations,
  parameters: docsWithUsage(usageNotes.tableCards),
} satisfies Meta<typeof Configurations>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/routes.md#tables-on-phones: from 600 px, the table. */
export const OnADesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Flat configurations' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Flat configurations' })).not.toBeInTheDocument();
  },
};

/** Below 600 px, a card per configuration, each value under its column's name, the price marked. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(canvas.getByRole('region', { name: 'Flat configurations' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(2);
    const threeBhk = within(cards[1]!);
    await expect(threeBhk.getByRole('heading', { name: '3 BHK' })).toBeVisible();
    await expect(threeBhk.getByRole('definition', { name: 'Price' })).toHaveTextContent('₹4.85 Cr');
    await expect(threeBhk.getByRole('definition', { name: 'Carpet area' })).toHaveTextContent('1,050 sq.ft');
  },
};

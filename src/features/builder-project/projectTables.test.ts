import { describe, expect, it } from 'vitest';
import { kindOf } from '@/entities/project';
import { aProject } from '@mocks/factories';
import { projectTotals, unitTables } from './projectTables';

const tablesOf = (kind: Parameters<typeof aProject>[0]) => {
  const project = aProject(kind);
  return { tables: unitTables(kindOf(project), project), totals: projectTotals(kindOf(project), project) };
};

describe('project page tables', () => {
  it('villa: configurations with bathrooms, area in sq.ft and price in Lakh/Cr', () => {
    const { tables, totals } = tablesOf('villa');
    expect(tables).toEqual([
      {
        caption: 'Villa configurations',
        columns: ['Configuration', 'Bathrooms', 'Area', 'Price'],
        rows: [
          ['3 BHK', '3', '2,400 sq.ft', '₹1.25 Cr'],
          ['4 BHK', '4', '3,200 sq.ft', '₹1.80 Cr'],
        ],
      },
    ]);
    expect(totals).toEqual([
      ['Total villas', '24'],
      ['Floors per villa', '2'],
    ]);
  });

  it('flat: the three areas, the price per carpet sq.ft and the loading (docs/listings.md#carpet-first)', () => {
    const [table] = tablesOf('flat').tables;
    expect(table?.rows).toEqual([
      ['2 BHK', '2', '950 sq.ft', '1,100 sq.ft', '1,250 sq.ft', '₹78.00 Lakh', '₹8,211', '32 %'],
    ]);
    expect(table?.notes).toEqual([]);
  });

  it('flat: a loading above 35 % is pointed out under the table', () => {
    const project = aProject('flat');
    project.flatDetails!.configurations.push({
      bhkType: '3BHK',
      bathrooms: 3,
      carpetArea: 1000,
      builtUpArea: 1150,
      superBuiltUpArea: 1380,
      price: null,
    });
    const [table] = unitTables('flat', project);
    expect(table?.rows[1]?.slice(-2)).toEqual(['—', 'High: 38 %']);
    expect(table?.notes).toEqual([
      '3 BHK: The super built-up area adds 38 % to the carpet area you live in; most homes add 20 to 35 %. Compare prices per sq.ft carpet.',
    ]);
  });

  it('mixed use: a table of shops and one of offices', () => {
    const { tables, totals } = tablesOf('mixed');
    expect(tables.map((t) => t.caption)).toEqual(['Shop types', 'Office types']);
    expect(tables[1]?.rows).toEqual([['Office floor', '1,000 sq.ft', '₹90.00 Lakh']]);
    expect(totals).toEqual([['Total floors', '8']]);
  });

  it('an unpriced entry reads On request', () => {
    const project = aProject('office');
    project.officeDetails!.types[0]!.price = null;
    expect(unitTables('office', project)[0]?.rows[0]?.[2]).toBe('On request');
  });
});

import { Fragment } from 'react';
import styled from 'styled-components';
import { DataTable } from '@/components/DataTable';
import { TableCards, TableOrCards } from '@/components/TableCards';
import type { UnitTable } from './projectTables';

/**
 * The configuration or type tables (docs/routes.md#tables-on-phones): a table that scrolls inside its
 * own box where it is wider than the window, cards on a phone, one per configuration.
 */
export function UnitTables({ tables }: { tables: UnitTable[] }) {
  return (
    <>
      {tables.map((table) => (
        <Fragment key={table.caption}>
          <TableOrCards
            table={
              <Scroll role="region" aria-label={table.caption} tabIndex={0}>
                <Table>
                  <caption>{table.caption}</caption>
                  <thead>
                    <tr>
                      {table.columns.map((column) => (
                        <th key={column} scope="col">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {table.rows.map((row, index) => (
                      // Rows are the builder's entries in their order; they have no identity of their own.
                      <tr key={index}>
                        {row.map((cell, column) =>
                          column === 0 ? (
                            <th key={column} scope="row">
                              {cell}
                            </th>
                          ) : (
                            <td key={column}>{cell}</td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </Scroll>
            }
            cards={
              <TableCards
                caption={table.caption}
                titleLevel={3}
                cards={table.rows.map(([title = '', ...cells], index) => ({
                  key: String(index),
                  title,
                  facts: cells.map((value, column) => ({ term: table.columns[column + 1] ?? '', value })),
                }))}
              />
            }
          />
          {table.notes?.map((note) => (
            <Note key={note}>{note}</Note>
          ))}
        </Fragment>
      ))}
    </>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
  }
`;

const Table = styled(DataTable)`
  caption {
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  thead th {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

/** A high loading, pointed out under its table (docs/listings.md#carpet-first). */
const Note = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.warning};
`;

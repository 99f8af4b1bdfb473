import styled from 'styled-components';
import type { LocalityFigure } from '@/api/contract';
import { DataTable } from '@/components/DataTable';
import { bhkGroupLabel, tooFewText } from '@/entities/locality';

export interface LocalityPricesProps {
  /** 'For sale: price per sq.ft carpet'. */
  caption: string;
  /** The median column's head: what the figure is. */
  figureName: string;
  byBhk: readonly LocalityFigure[];
  /** The median as words: '₹12,900 per sq.ft carpet'. */
  format: (median: number) => string;
}

/**
 * docs/localities.md#locality-figures: one purpose's medians by BHK, each beside the listings it is
 * the median of; below the minimum the count stays and the figure says why it is missing.
 */
export function LocalityPrices({ caption, figureName, byBhk, format }: LocalityPricesProps) {
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">BHK</th>
          <th scope="col">{figureName}</th>
          <th scope="col">Listings</th>
        </tr>
      </thead>
      <tbody>
        {byBhk.map(({ bhk, median, listings }) => (
          <tr key={bhk}>
            <th scope="row">{bhkGroupLabel(bhk)}</th>
            {median === null ? <Missing>{tooFewText(listings)}</Missing> : <td>{format(median)}</td>}
            <td>{listings.toLocaleString('en-IN')}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled(DataTable)`
  caption {
    padding-bottom: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} ${theme.space(2)} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    white-space: nowrap;
  }
  td:last-child,
  thead th:last-child {
    text-align: right;
    padding-right: 0;
  }
`;

const Missing = styled.td`
  color: ${({ theme }) => theme.color.textMuted};
  font-style: italic;
`;

import styled from 'styled-components';

/**
 * A table of figures or text in the app's small type: a caption on its left, muted column heads.
 * Its spacing, rules and how it fits a phone are the user's (`styled(DataTable)`): a table that
 * scrolls sideways has roomy cells that never wrap, a comparison folds its rows instead.
 */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  th,
  td {
    text-align: left;
  }
  thead th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

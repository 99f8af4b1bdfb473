import type { CSSProperties } from 'react';
import { theme } from '@/theme';

/** The look of the token tables on the Foundations pages. */
export const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', fontSize: 14 };
export const cell: CSSProperties = {
  padding: '8px 12px',
  borderBottom: `1px solid ${theme.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
};
export const headCell: CSSProperties = { ...cell, fontWeight: 600 };

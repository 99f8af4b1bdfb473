import type { CSSProperties, ReactNode } from 'react';
import { theme } from '@/theme';

/** How the Foundations pages lay tokens out: tables of them, and samples with a caption. */
export const cell: CSSProperties = {
  padding: '8px 12px',
  borderBottom: `1px solid ${theme.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
};

/** A table of tokens under these column headings; the rows are the children. */
export function TokenTable({ headings, children }: { headings: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading} style={{ ...cell, fontWeight: 600 }}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A token drawn as a box styled by `sample`, with its name and value under it. */
export function TokenSample({ name, value, sample }: { name: string; value: string; sample: CSSProperties }) {
  return (
    <figure style={{ margin: 0 }}>
      <div style={{ border: `1px solid ${theme.color.border}`, ...sample }} />
      <figcaption style={{ marginTop: 6, fontSize: 13 }}>
        <strong>{name}</strong>
        <br />
        <code>{value}</code>
      </figcaption>
    </figure>
  );
}

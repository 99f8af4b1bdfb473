import { theme } from '@/theme';
import { cell, headCell, table } from './tableStyle';

/** The steps of the 4 px spacing grid that components use, each drawn as a bar of its width. */
const spacingSteps = [1, 2, 3, 4, 5, 6, 8, 10, 12];

export function SpacingScale() {
  return (
    <table style={table}>
      <thead>
        <tr>
          {['Token', 'Size', ''].map((title) => (
            <th key={title} style={headCell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {spacingSteps.map((step) => (
          <tr key={step}>
            <td style={cell}>
              <code>space({step})</code>
            </td>
            <td style={cell}>{theme.space(step)}</td>
            <td style={cell}>
              <div style={{ width: theme.space(step), height: 16, background: theme.color.primary }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A row of tiles: one per token of a kind, labelled with its name and value. */
function TokenTiles({ tokens, styleOf }: { tokens: Record<string, string>; styleOf: (value: string) => object }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      {Object.entries(tokens).map(([name, value]) => (
        <figure key={name} style={{ margin: 0, width: 140 }}>
          <div
            style={{
              height: 80,
              background: theme.color.surface,
              border: `1px solid ${theme.color.border}`,
              ...styleOf(value),
            }}
          />
          <figcaption style={{ marginTop: 8, fontSize: 13 }}>
            <strong>{name}</strong>
            <br />
            <code>{value}</code>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

export const Radii = () => <TokenTiles tokens={theme.radius} styleOf={(radius) => ({ borderRadius: radius })} />;

export const Shadows = () => (
  <TokenTiles tokens={theme.shadow} styleOf={(shadow) => ({ boxShadow: shadow, borderRadius: theme.radius.md })} />
);

import { theme } from '@/theme';
import { cell, TokenSample, TokenTable } from './tokenLayout';

/** The steps of the 4 px spacing grid that components use, each drawn as a bar of its width. */
const spacingSteps = [1, 2, 3, 4, 5, 6, 8, 10, 12];

export function SpacingScale() {
  return (
    <TokenTable headings={['Token', 'Size', 'Bar']}>
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
    </TokenTable>
  );
}

/** A row of tiles: one per token of a kind, labelled with its name and value. */
function TokenTiles({ tokens, styleOf }: { tokens: Record<string, string>; styleOf: (value: string) => object }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 140px)', gap: 24 }}>
      {Object.entries(tokens).map(([name, value]) => (
        <TokenSample
          key={name}
          name={name}
          value={value}
          sample={{ height: 80, background: theme.color.surface, ...styleOf(value) }}
        />
      ))}
    </div>
  );
}

export const Radii = () => <TokenTiles tokens={theme.radius} styleOf={(radius) => ({ borderRadius: radius })} />;

export const Shadows = () => (
  <TokenTiles tokens={theme.shadow} styleOf={(shadow) => ({ boxShadow: shadow, borderRadius: theme.radius.md })} />
);

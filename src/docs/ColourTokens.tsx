import { theme } from '@/theme';
import { colourUses } from '@/theme/colourUses';
import { AA_TEXT, AA_UI, contrastRatio } from '@/theme/contrast';
import { cell, TokenSample, TokenTable } from './tokenLayout';

/** Every colour token as a swatch with its name and value, straight from src/theme/tokens.ts. */
export function ColourPalette() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gap: 16 }}>
      {Object.entries(theme.color).map(([name, value]) => (
        <TokenSample
          key={name}
          name={name}
          value={value}
          sample={{ height: 56, background: value, borderRadius: theme.radius.md }}
        />
      ))}
    </div>
  );
}

/** Each pair the product draws, a sample of it, its contrast ratio and whether it reaches WCAG AA. */
export function ColourContrast() {
  return (
    <TokenTable headings={['Sample', 'Used for', 'Colour on background', 'Ratio', 'AA']}>
      {colourUses.map(({ foreground, background, use, kind }) => {
        const [ink, paper] = [theme.color[foreground], theme.color[background]];
        const ratio = contrastRatio(ink, paper);
        const needed = kind === 'text' ? AA_TEXT : AA_UI;
        return (
          <tr key={`${foreground}-${background}`}>
            <td style={cell}>
              <span style={{ color: ink, background: paper, padding: '4px 10px', border: `1px solid ${ink}` }}>
                Aa {kind === 'edge' ? 'edge' : 'text'}
              </span>
            </td>
            <td style={cell}>{use}</td>
            <td style={cell}>
              <code>{foreground}</code> on <code>{background}</code>
            </td>
            <td style={cell}>{ratio.toFixed(2)} : 1</td>
            <td style={cell}>
              {ratio >= needed ? 'Passes' : 'Below'} {needed} : 1 {kind === 'edge' ? '(edges)' : '(text)'}
            </td>
          </tr>
        );
      })}
    </TokenTable>
  );
}

import { theme } from '@/theme';
import { cell, TokenTable } from './tokenLayout';

const { font } = theme;
const rem = (size: string) => `${Number.parseFloat(size) * 16} px`;

/** The type scale: each size token set in Inter, with its size in pixels. */
export function TypeScale() {
  return (
    <TokenTable headings={['Token', 'Size', 'Sample']}>
      {Object.entries(font.size).map(([name, size]) => (
        <tr key={name}>
          <td style={cell}>
            <code>font.size.{name}</code>
          </td>
          <td style={cell}>
            {size} ({rem(size)})
          </td>
          <td style={{ ...cell, fontFamily: font.family, fontSize: size, lineHeight: font.lineHeight.tight }}>
            3 BHK Flat in Koramangala
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

/** The weights and line heights, each shown on the same sentence. */
export function TypeWeights() {
  return (
    <div style={{ display: 'grid', gap: 12, fontFamily: font.family }}>
      {Object.entries(font.weight).map(([name, weight]) => (
        <p key={name} style={{ margin: 0, fontWeight: weight }}>
          <code>font.weight.{name}</code> ({weight}): Ready to move, East facing
        </p>
      ))}
      {Object.entries(font.lineHeight).map(([name, height]) => (
        <p key={name} style={{ margin: 0, lineHeight: height, maxWidth: '28rem' }}>
          <code>font.lineHeight.{name}</code> ({height}): a description of a listing runs over several lines, and the
          space between them is what this token sets.
        </p>
      ))}
    </div>
  );
}

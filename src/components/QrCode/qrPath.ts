import { create } from 'qrcode';

/** The modules of a QR code as one SVG path (a 1 × 1 square per dark module) and the code's size in modules. */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) squares.push(`M${col} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, path: squares.join('') };
}

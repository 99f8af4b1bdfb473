// Writes src/theme/fonts/inter-rupee-{weight}.woff2: the rupee sign (U+20B9) alone, cut from
// @fontsource/inter's latin-ext files (about 37 kB each) so a page with a price no longer downloads a
// whole extra face per weight for one glyph. Inter is under the SIL Open Font License, which allows
// subsets. Run again after upgrading @fontsource/inter: `node scripts/subsetRupee.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
for (const weight of [400, 500, 600, 700]) {
  const source = readFileSync(
    join(root, `node_modules/@fontsource/inter/files/inter-latin-ext-${weight}-normal.woff2`),
  );
  const rupee = await subsetFont(source, '\u20B9', { targetFormat: 'woff2' });
  writeFileSync(join(root, `src/theme/fonts/inter-rupee-${weight}.woff2`), rupee);
  console.log(`inter-rupee-${weight}.woff2: ${rupee.length} bytes (from ${source.length})`);
}

// Writes src/theme/fontFallback.css: faces named "Inter Fallback: Arial" and "Inter Fallback: Roboto"
// that scale the local Arial (desktops, iPhones; Liberation Sans, Arial's metric twin, on Linux) or
// Roboto (Android) to Inter's metrics, so the text a server-rendered page paints before Inter arrives
// takes the room Inter will take: little moves when it swaps in. Metrics from @capsizecss/metrics,
// faces from @capsizecss/core's createFontStack. Run again after upgrading @fontsource/inter:
// `node scripts/fontFallback.mjs`; tokens.ts names the families.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import roboto from '@capsizecss/metrics/roboto';
import { format, resolveConfig } from 'prettier';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = join(root, 'src/theme/fontFallback.css');
const stack = createFontStack([inter, arial, roboto]);
const fontFaces = stack.fontFaces.replace("local('ArialMT');", "local('ArialMT'), local('Liberation Sans');");
const css = `/* Written by scripts/fontFallback.mjs (${stack.fontFamily}): do not edit. */\n\n${fontFaces}\n`;
writeFileSync(file, await format(css, { ...(await resolveConfig(file)), filepath: file }));
console.log(stack.fontFamily);

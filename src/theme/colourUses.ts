import type { theme } from './tokens';

type ColourToken = keyof typeof theme.color;

/** A colour drawn on another, where the product does it: what the Colours page measures. */
export interface ColourUse {
  foreground: ColourToken;
  background: ColourToken;
  /** Where a person meets the pair. */
  use: string;
  /** Text must reach 4.5:1; a control's edge or a focus ring 3:1 (src/theme/contrast.ts). */
  kind: 'text' | 'edge';
}

export const colourUses: readonly ColourUse[] = [
  { foreground: 'text', background: 'background', use: 'Body text on the page', kind: 'text' },
  { foreground: 'text', background: 'surface', use: 'Body text on cards, panels and dialogs', kind: 'text' },
  { foreground: 'textMuted', background: 'surface', use: 'Hints, captions and figure labels', kind: 'text' },
  { foreground: 'textMuted', background: 'background', use: 'Hints and captions on the page', kind: 'text' },
  { foreground: 'textSubtle', background: 'surfaceMuted', use: 'Neutral badge', kind: 'text' },
  { foreground: 'primary', background: 'surface', use: 'Links and the brand accent', kind: 'text' },
  { foreground: 'onPrimary', background: 'primary', use: 'Primary button label', kind: 'text' },
  { foreground: 'onPrimary', background: 'primaryHover', use: 'Primary button label, hovered', kind: 'text' },
  { foreground: 'primaryHover', background: 'primarySoft', use: 'Brand badge ("Verified Builder")', kind: 'text' },
  { foreground: 'info', background: 'infoSoft', use: 'Info badge and banner', kind: 'text' },
  { foreground: 'success', background: 'successSoft', use: 'Success badge and banner', kind: 'text' },
  { foreground: 'warning', background: 'warningSoft', use: 'Warning badge', kind: 'text' },
  { foreground: 'danger', background: 'dangerSoft', use: 'Danger badge and error banner', kind: 'text' },
  { foreground: 'danger', background: 'surface', use: 'A field’s error message', kind: 'text' },
  { foreground: 'focusRing', background: 'surface', use: 'Keyboard focus outline', kind: 'edge' },
  { foreground: 'borderStrong', background: 'surface', use: 'Edges of text fields, chips and pickers', kind: 'edge' },
];

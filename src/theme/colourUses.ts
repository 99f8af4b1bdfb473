import { buttonColours, type ButtonLook } from './buttonColours';
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
  { foreground: 'primaryHover', background: 'primarySoft', use: 'Brand badge ("Verified Builder")', kind: 'text' },
  { foreground: 'info', background: 'infoSoft', use: 'Info badge and banner', kind: 'text' },
  { foreground: 'success', background: 'successSoft', use: 'Success badge and banner', kind: 'text' },
  { foreground: 'warning', background: 'warningSoft', use: 'Warning badge', kind: 'text' },
  { foreground: 'danger', background: 'dangerSoft', use: 'Danger badge and error banner', kind: 'text' },
  { foreground: 'danger', background: 'surface', use: 'A field’s error message', kind: 'text' },
  { foreground: 'focusRing', background: 'surface', use: 'Keyboard focus outline', kind: 'edge' },
  { foreground: 'borderStrong', background: 'surface', use: 'Edges of text fields, chips and pickers', kind: 'edge' },
  ...buttonUses(),
];

/**
 * Every button's label in every state, from the table Button and ButtonLink draw from
 * (src/theme/buttonColours.ts); a transparent button's label on the two backgrounds it sits on.
 */
function buttonUses(): ColourUse[] {
  const state = { rest: '', active: ', hovered or pressed' } as const;
  return Object.entries(buttonColours).flatMap(([variant, looks]) =>
    Object.entries(looks).flatMap(([name, look]: [string, ButtonLook]) =>
      (look.background === 'transparent' ? (['surface', 'background'] as const) : [look.background]).map(
        (background): ColourUse => ({
          foreground: look.text,
          background,
          use: `${variant[0]!.toUpperCase()}${variant.slice(1)} button label${state[name as keyof typeof state]}`,
          kind: 'text',
        }),
      ),
    ),
  );
}

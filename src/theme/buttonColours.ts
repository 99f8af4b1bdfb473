import type { theme } from './tokens';

type ColourToken = keyof typeof theme.color;

/** A button's look in one state: its label, its fill and its edge (transparent: the page shows through). */
export interface ButtonLook {
  text: ColourToken;
  background: ColourToken | 'transparent';
  border: ColourToken | 'transparent';
}

/**
 * Every colour of every button variant in every state that has colours of its own: at rest, and
 * hovered or pressed (the same look). Button and ButtonLink draw from this table alone, with no
 * filter or opacity the contrast check would not see, and src/theme/colourUses.ts lists each pair, so
 * src/theme/contrast.test.ts measures them all (issue #36: a primary label brown on orange, and no
 * check saw it). Focus adds a ring (colourUses' focus ring) and keeps these colours; a disabled
 * button is exempt from contrast (WCAG 1.4.3) and only fades.
 */
export const buttonColours = {
  primary: {
    rest: { text: 'onPrimary', background: 'primary', border: 'primary' },
    active: { text: 'onPrimary', background: 'primaryHover', border: 'primary' },
  },
  secondary: {
    rest: { text: 'primaryHover', background: 'surface', border: 'primary' },
    active: { text: 'primaryHover', background: 'primarySoft', border: 'primary' },
  },
  ghost: {
    rest: { text: 'text', background: 'transparent', border: 'transparent' },
    active: { text: 'text', background: 'surfaceMuted', border: 'transparent' },
  },
  danger: {
    rest: { text: 'onPrimary', background: 'danger', border: 'danger' },
    active: { text: 'onPrimary', background: 'dangerHover', border: 'dangerHover' },
  },
} as const satisfies Record<string, Record<'rest' | 'active', ButtonLook>>;

export type ButtonVariant = keyof typeof buttonColours;
export type ButtonState = keyof (typeof buttonColours)[ButtonVariant];

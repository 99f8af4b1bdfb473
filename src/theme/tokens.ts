/** Design tokens: every colour, space and size a component uses comes from here. */

const palette = {
  brand700: '#8a3b12',
  brand600: '#b04a14',
  brand500: '#c8561a',
  brand100: '#fbe9dd',
  ink900: '#1c1917',
  ink700: '#44403c',
  ink600: '#57534e',
  ink400: '#a8a29e',
  ink200: '#e7e5e4',
  ink100: '#f5f5f4',
  white: '#ffffff',
  red800: '#912018',
  red700: '#b42318',
  red100: '#fdecea',
  green700: '#146c43',
  green100: '#e6f4ea',
  amber700: '#8a5300',
  amber100: '#fff4d6',
  blue700: '#1d4ed8',
  blue100: '#e0ecff',
} as const;

export const breakpoints = {
  /** docs/routes.md#mobile-layout: the mobile layout applies below 1024 px. */
  mobileBelow: 1024,
  phone: 480,
} as const;

export const theme = {
  color: {
    primary: palette.brand600,
    primaryHover: palette.brand700,
    primarySoft: palette.brand100,
    onPrimary: palette.white,
    text: palette.ink900,
    textMuted: palette.ink600,
    textSubtle: palette.ink700,
    border: palette.ink200,
    borderStrong: palette.ink400,
    surface: palette.white,
    surfaceMuted: palette.ink100,
    background: '#fafaf9',
    danger: palette.red700,
    dangerHover: palette.red800,
    dangerSoft: palette.red100,
    success: palette.green700,
    successSoft: palette.green100,
    warning: palette.amber700,
    warningSoft: palette.amber100,
    info: palette.blue700,
    infoSoft: palette.blue100,
    focusRing: palette.blue700,
    overlay: 'rgba(28, 25, 23, 0.5)',
  },
  /** Spacing on a 4 px grid: space(2) is 8px. */
  space: (steps: number) => `${steps * 4}px`,
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  font: {
    family: "'Inter', 'Inter Fallback: Arial', 'Inter Fallback: Roboto', system-ui, sans-serif",
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.375rem',
      xxl: '1.75rem',
      hero: '2.25rem',
    },
    weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
    lineHeight: { tight: 1.25, normal: 1.5 },
  },
  shadow: {
    sm: '0 1px 2px rgba(28, 25, 23, 0.08)',
    md: '0 4px 12px rgba(28, 25, 23, 0.12)',
    lg: '0 12px 32px rgba(28, 25, 23, 0.18)',
  },
  breakpoints,
  media: {
    mobile: `@media (max-width: ${breakpoints.mobileBelow - 1}px)`,
    desktop: `@media (min-width: ${breakpoints.mobileBelow}px)`,
    phone: `@media (max-width: ${breakpoints.phone}px)`,
  },
  zIndex: { navbar: 100, overlay: 200, toast: 300 },
  motion: { fast: '120ms ease-out', normal: '200ms ease-out' },
} as const;

export type Theme = typeof theme;

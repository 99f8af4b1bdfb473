import type { DefaultTheme } from 'styled-components';

export const badgeTones = ['neutral', 'info', 'success', 'warning', 'danger', 'brand'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface ToneColors {
  text: string;
  background: string;
}

/**
 * The text and background of each tone. Badge, Banner and Notice share them, so green means
 * success and red means danger everywhere; every pair passes WCAG AA contrast.
 */
export function toneColors({ color }: DefaultTheme, tone: BadgeTone): ToneColors {
  const byTone: Record<BadgeTone, ToneColors> = {
    neutral: { text: color.textSubtle, background: color.surfaceMuted },
    info: { text: color.info, background: color.infoSoft },
    success: { text: color.success, background: color.successSoft },
    warning: { text: color.warning, background: color.warningSoft },
    danger: { text: color.danger, background: color.dangerSoft },
    brand: { text: color.primaryHover, background: color.primarySoft },
  };
  return byTone[tone];
}

import type { BadgeTone } from '@/components/Badge';

/** Badge's names for the same tones (danger, not error): the banner's and its icon's vocabulary. */
export const bannerTones = ['danger', 'success', 'info'] as const satisfies readonly BadgeTone[];
export type BannerTone = (typeof bannerTones)[number];

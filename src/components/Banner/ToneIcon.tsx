import type { BannerTone } from './tones';

const paths: Record<BannerTone, string> = {
  danger: 'M12 7v6 M12 16.5v.5',
  success: 'M7.5 12.5l3 3 6-6.5',
  info: 'M12 11v6 M12 7.5v.5',
};

/** A circled mark per tone (!, check, i), drawn in the current text colour; purely decorative. */
export function ToneIcon({ tone, size = 20 }: { tone: BannerTone; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" />
      <path d={paths[tone]} />
    </svg>
  );
}

export { Badge, type BadgeProps } from './Badge';
export { badgeTones, toneColors, type BadgeTone, type ToneColors } from './tones';

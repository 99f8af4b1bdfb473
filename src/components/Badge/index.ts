export { Badge, type BadgeProps } from './Badge';
export { tones, toneColors, type Tone, type ToneColors } from './tones';

export { Banner, type BannerProps } from './Banner';
export { bannerTones, type BannerTone } from './tones';
export { ToneIcon } from './ToneIcon';

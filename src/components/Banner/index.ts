export { Banner, bannerTones, type BannerProps, type BannerTone } from './Banner';
export { ToneIcon } from './ToneIcon';

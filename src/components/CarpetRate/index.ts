export { CarpetRate, type CarpetRateProps } from './CarpetRate';

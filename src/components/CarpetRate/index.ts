export { CarpetRate, HighLoading, type CarpetRateProps } from './CarpetRate';

export { MediaRow, type MediaRowProps } from './MediaRow';

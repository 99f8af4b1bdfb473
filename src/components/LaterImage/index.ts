export { LaterImage, type LaterImageProps } from './LaterImage';

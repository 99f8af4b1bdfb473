export { PhotoCard, type PhotoCardProps } from './PhotoCard';

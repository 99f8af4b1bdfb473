export { Card, cardSurface, type CardProps } from './Card';

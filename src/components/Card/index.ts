export { Card, cardFrame, cardSurface, type CardProps } from './Card';

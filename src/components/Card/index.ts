export { Card, cardFrame, cardPanel, cardSurface, type CardProps } from './Card';

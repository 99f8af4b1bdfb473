export { DEFAULT_TAGLINE, displayName, locationText, statusLabels, statusOf, typeLabel } from './portfolio';
export { PortfolioHeader } from './PortfolioHeader';

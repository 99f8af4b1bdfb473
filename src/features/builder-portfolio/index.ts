export { PortfolioHeader } from './PortfolioHeader';

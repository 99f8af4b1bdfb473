export { BuilderPortfolioPage } from './BuilderPortfolioPage';

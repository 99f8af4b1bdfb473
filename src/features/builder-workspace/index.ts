export { BuilderDashboard } from './BuilderDashboard';
export { MyProjectsPage } from './MyProjectsPage';
export { ReviewStateBadge } from './ReviewStateBadge';

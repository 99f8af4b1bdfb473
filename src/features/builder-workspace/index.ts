export { BuilderDashboard } from './BuilderDashboard';
export { MyProjectsPage } from './MyProjectsPage';

export { BuilderProjectWizard } from './BuilderProjectWizard';

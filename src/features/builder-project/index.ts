export { ProjectPage } from './ProjectPage';

export { DesktopOnly } from './DesktopOnly';

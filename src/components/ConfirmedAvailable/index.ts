export { ConfirmedAvailable } from './ConfirmedAvailable';

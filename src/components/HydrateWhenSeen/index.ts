export { HydrateWhenSeen } from './HydrateWhenSeen';

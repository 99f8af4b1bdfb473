export { ProfileCompleteness } from './ProfileCompleteness';
export { useMyBuilderProfile } from './api';

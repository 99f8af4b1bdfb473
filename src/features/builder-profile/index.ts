export { MyProfilePage } from './MyProfilePage';
export { EditProfilePage } from './EditProfilePage';
export { ProfileCompleteness } from './ProfileCompleteness';
export { useMyBuilderProfile } from './api';

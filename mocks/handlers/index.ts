import { builderProjects } from './builderProjects';
import { builders } from './builders';
import { favourites } from './favourites';
import { users } from './users';

export { builderProjects, builders, favourites, users };
export { MOCK_OTP } from './users';

/** Every endpoint answering from the db: the default a story starts from. */
export const handlers = [
  users.login.ok,
  users.googleLogin.ok,
  users.logout.ok,
  users.sendRegistrationOtp.ok,
  users.verifyRegistrationOtp.ok,
  users.register.ok,
  users.forgotPassword.ok,
  users.resetPassword.ok,
  favourites.list.ok,
  favourites.add.ok,
  favourites.remove.ok,
  builders.profile.ok,
  builders.projects.ok,
  builderProjects.get.ok,
  builderProjects.create.ok,
  builderProjects.update.ok,
];

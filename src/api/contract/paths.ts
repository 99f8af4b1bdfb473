/** SPEC 7: every path the app calls, relative to the API host. */
export const apiPaths = {
  register: '/api/users/register',
  login: '/api/users/login',
  googleLogin: '/api/users/google-login',
  logout: '/api/users/logout',
  sendRegistrationOtp: '/api/users/send-registration-otp',
  verifyRegistrationOtp: '/api/users/verify-registration-otp',
  forgotPassword: '/api/users/forgot-password',
  resetPassword: '/api/users/reset-password',
  favourites: '/api/users/me/favorites',
  favourite: (propertyId: string) => `/api/users/me/favorites/${encodeURIComponent(propertyId)}`,
  builderProjects: '/api/builder-properties',
  builderProject: (id: string) => `/api/builder-properties/${encodeURIComponent(id)}`,
  builderByUsername: (username: string) => `/api/builders/username/${encodeURIComponent(username)}`,
  builderProjectsOf: (builderId: string) => `/api/builders/${encodeURIComponent(builderId)}/properties`,
} as const;

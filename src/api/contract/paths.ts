/** docs/api.md#calls: every path the app calls, relative to the API host. */
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
  myBuilderProjects: '/api/builder/me/properties',
  /** The signed-in builder's own profile: GET, PUT (JSON); the photo is its own multipart call. */
  builderMeProfile: '/api/builder/me/profile',
  builderMeProfilePhoto: '/api/builder/me/profile/photo',
  reviewQueue: '/api/staff/review-queue',
  approveProject: (id: string) => `/api/staff/projects/${encodeURIComponent(id)}/approve`,
  rejectProject: (id: string) => `/api/staff/projects/${encodeURIComponent(id)}/reject`,
  /** Issue #9: GET searches approved listings and projects; POST creates a listing (multipart). */
  listings: '/api/properties',
  listing: (id: string) => `/api/properties/${encodeURIComponent(id)}`,
  myListings: '/api/me/listings',
  listingInquiries: (id: string) => `/api/properties/${encodeURIComponent(id)}/inquiries`,
  myInquiries: '/api/me/inquiries',
  inquiry: (id: string) => `/api/inquiries/${encodeURIComponent(id)}`,
  /** Issue #21 (docs/listings.md#inquiry-thread): a message in an inquiry's thread, from either side. */
  inquiryMessages: (id: string) => `/api/inquiries/${encodeURIComponent(id)}/messages`,
  /** DELETE: the buyer stops sharing their phone with the poster (docs/listings.md#inquiry-phone-consent). */
  inquiryPhoneConsent: (id: string) => `/api/inquiries/${encodeURIComponent(id)}/phone-consent`,
  /** The signed-in buyer's own inquiries with their threads (GET). */
  sentInquiries: '/api/me/sent-inquiries',
  /** GET: replies the buyer has not seen; POST .../seen marks every reply seen (docs/listings.md#inquiry-unread). */
  unreadReplies: '/api/me/sent-inquiries/unread',
  sentInquiriesSeen: '/api/me/sent-inquiries/seen',
  staffListingQueue: '/api/staff/listing-queue',
  staffApproveListing: (id: string) => `/api/staff/listings/${encodeURIComponent(id)}/approve`,
  staffRejectListing: (id: string) => `/api/staff/listings/${encodeURIComponent(id)}/reject`,
} as const;

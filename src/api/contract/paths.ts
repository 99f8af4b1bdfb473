import { favouritesPath } from './favouritesPath';
import { localityFactsPath } from './localityFactsPath';
import { mapAreaPath, mapTilesPath } from './mapPath';

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
  favourites: favouritesPath,
  favourite: (propertyId: string) => `/api/users/me/favorites/${encodeURIComponent(propertyId)}`,
  builderProjects: '/api/builder-properties',
  builderProject: (id: string) => `/api/builder-properties/${encodeURIComponent(id)}`,
  builderByUsername: (username: string) => `/api/builders/username/${encodeURIComponent(username)}`,
  builderProjectsOf: (builderId: string) => `/api/builders/${encodeURIComponent(builderId)}/properties`,
  /** DELETE: the builder withdraws the changes waiting for review (docs/review.md#revisions). */
  builderProjectRevision: (id: string) => `/api/builder-properties/${encodeURIComponent(id)}/revision`,
  myBuilderProjects: '/api/builder/me/properties',
  /** The signed-in builder's own profile: GET, PUT (JSON); the photo is its own multipart call. */
  builderMeProfile: '/api/builder/me/profile',
  builderMeProfilePhoto: '/api/builder/me/profile/photo',
  reviewQueue: '/api/staff/review-queue',
  approveProject: (id: string) => `/api/staff/projects/${encodeURIComponent(id)}/approve`,
  rejectProject: (id: string) => `/api/staff/projects/${encodeURIComponent(id)}/reject`,
  /** POST (multipart `photo`): one photo stored ahead of its form's save (docs/api.md#photo-uploads). */
  photoUploads: '/api/photo-uploads',
  /** Issue #9: GET searches approved listings and projects; POST creates a listing (multipart). */
  listings: '/api/properties',
  /** Issue #22 (docs/listings.md#search-suggestions): GET localities and projects matching typed text. */
  searchSuggestions: '/api/properties/suggestions',
  mapArea: mapAreaPath,
  /** Issue #38 (docs/map.md#pincode-endpoint): GET a pincode's centre, where the pin picker starts. */
  pincodeCentre: (pincode: string) => `/api/pincodes/${encodeURIComponent(pincode)}`,
  mapTiles: mapTilesPath,
  listing: (id: string) => `/api/properties/${encodeURIComponent(id)}`,
  /** Issue #22 (docs/listings.md#similar-properties): GET up to 6 public listings like this one. */
  similarListings: (id: string) => `/api/properties/${encodeURIComponent(id)}/similar`,
  /** DELETE: the owner withdraws the changes waiting for review (docs/review.md#revisions). */
  listingRevision: (id: string) => `/api/properties/${encodeURIComponent(id)}/revision`,
  myListings: '/api/me/listings',
  listingInquiries: (id: string) => `/api/properties/${encodeURIComponent(id)}/inquiries`,
  /** docs/leads.md#ask-the-builder: POST, a buyer asks a builder about a live project (the listings' consent thread). */
  projectInquiries: (id: string) => `/api/builder-properties/${encodeURIComponent(id)}/inquiries`,
  myInquiries: '/api/me/inquiries',
  /** docs/leads.md: GET the owner's leads (?property=&stage=&due=true). */
  myLeads: '/api/me/leads',
  /** docs/leads.md#export: GET the same leads as CSV. Before `lead`: the contract suite matches paths in order. */
  myLeadsExport: '/api/me/leads/export',
  /** PATCH: the owner moves a lead, writes its note or sets its follow-up. */
  lead: (id: string) => `/api/me/leads/${encodeURIComponent(id)}`,
  /** GET: buyer messages the poster has not seen; POST .../seen marks them seen (docs/listings.md#inquiry-unread). */
  newBuyerMessages: '/api/me/inquiries/unread',
  myInquiriesSeen: '/api/me/inquiries/seen',
  inquiry: (id: string) => `/api/inquiries/${encodeURIComponent(id)}`,
  /** Issue #21 (docs/listings.md#inquiry-thread): a message in an inquiry's thread, from either side. */
  inquiryMessages: (id: string) => `/api/inquiries/${encodeURIComponent(id)}/messages`,
  /** PUT: the buyer shares their phone (again); DELETE: they stop (docs/listings.md#inquiry-phone-consent). */
  inquiryPhoneConsent: (id: string) => `/api/inquiries/${encodeURIComponent(id)}/phone-consent`,
  /** The signed-in buyer's own inquiries with their threads (GET). */
  sentInquiries: '/api/me/sent-inquiries',
  /** GET: replies the buyer has not seen; POST .../seen marks every reply seen (docs/listings.md#inquiry-unread). */
  unreadReplies: '/api/me/sent-inquiries/unread',
  sentInquiriesSeen: '/api/me/sent-inquiries/seen',
  /** docs/listings.md#saved-searches: the buyer's saved searches (GET, POST) and one of them (PATCH alerts, DELETE). */
  savedSearches: '/api/me/saved-searches',
  savedSearch: (id: string) => `/api/me/saved-searches/${encodeURIComponent(id)}`,
  /** POST with an alert e-mail's token, no sign-in (docs/listings.md#alert-unsubscribe). */
  unsubscribeAlerts: '/api/saved-searches/unsubscribe',
  /** docs/listings.md#confirmed-available: POST, the owner confirms it is still available. */
  confirmListing: (id: string) => `/api/properties/${encodeURIComponent(id)}/confirm`,
  /** POST with the e-mailed token, no password (docs/listings.md#confirm-link). */
  confirmListingByLink: '/api/listing-confirmations',
  /** POST: the owner marks it sold (sale) or rented (rent). */
  closeListing: (id: string) => `/api/properties/${encodeURIComponent(id)}/sold`,
  /** POST: a signed-in user reports a listing (docs/listings.md#listing-reports). */
  reportListing: (id: string) => `/api/properties/${encodeURIComponent(id)}/reports`,
  /** POST: the owner's one response to the reports that hold their listing (docs/listings.md#report-response). */
  respondToReports: (id: string) => `/api/properties/${encodeURIComponent(id)}/report-response`,
  staffReports: '/api/staff/reports',
  staffRestoreListing: (id: string) => `/api/staff/reports/${encodeURIComponent(id)}/restore`,
  staffRemoveListing: (id: string) => `/api/staff/reports/${encodeURIComponent(id)}/remove`,
  staffListingQueue: '/api/staff/listing-queue',
  /** GET: the home page's popular localities per city, with counts (docs/api.md#popular-localities). */
  popularLocalities: '/api/localities/popular',
  /** GET: a locality's asking prices on Nivaas, counts and neighbours (docs/localities.md). */
  localityFacts: localityFactsPath,
  staffApproveListing: (id: string) => `/api/staff/listings/${encodeURIComponent(id)}/approve`,
  staffRejectListing: (id: string) => `/api/staff/listings/${encodeURIComponent(id)}/reject`,
  /** docs/notifications.md#api: GET my notifications, newest first (?page=). */
  notifications: '/api/me/notifications',
  notificationsUnread: '/api/me/notifications/unread',
  /** POST: every notification of mine read. */
  notificationsRead: '/api/me/notifications/read',
  /** POST: one notification read. */
  notificationRead: (id: string) => `/api/me/notifications/${encodeURIComponent(id)}/read`,
  /** GET, PUT: the kinds whose e-mails I mute. */
  notificationMutes: '/api/me/notification-mutes',
  /** POST with an e-mail's mute token, no sign-in. */
  muteNotificationsByLink: '/api/notification-mutes/by-link',
} as const;

/** A parameterised path as the server's route pattern: `routePattern(apiPaths.listing)` is '/api/properties/:id'. */
export const routePattern = (path: (id: string) => string) => path('\0').replace('%00', ':id');

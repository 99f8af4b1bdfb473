import { apiPaths } from './contract';
import { propertySearchUrl, searchSuggestionsUrl } from './listings';

/** SWR keys: the URL of each GET, so a key names exactly what it caches. */
export const swrKeys = {
  favourites: apiPaths.favourites,
  builderByUsername: apiPaths.builderByUsername,
  builderProjectsOf: apiPaths.builderProjectsOf,
  builderProject: apiPaths.builderProject,
  myBuilderProjects: apiPaths.myBuilderProjects,
  myBuilderProfile: apiPaths.builderMeProfile,
  reviewQueue: apiPaths.reviewQueue,
  propertySearch: propertySearchUrl,
  searchSuggestions: searchSuggestionsUrl,
  listing: apiPaths.listing,
  similarListings: apiPaths.similarListings,
  myListings: apiPaths.myListings,
  myInquiries: apiPaths.myInquiries,
  sentInquiries: apiPaths.sentInquiries,
  unreadReplies: apiPaths.unreadReplies,
  newBuyerMessages: apiPaths.newBuyerMessages,
  listingQueue: apiPaths.staffListingQueue,
  reportedListings: apiPaths.staffReports,
  popularLocalities: apiPaths.popularLocalities,
  localityFacts: apiPaths.localityFacts,
  savedSearches: apiPaths.savedSearches,
  notifications: apiPaths.notifications,
  notificationsUnread: apiPaths.notificationsUnread,
  notificationMutes: apiPaths.notificationMutes,
} as const;

export * from './contract';
export { apiRequest, type RequestOptions } from './client';
export { REQUEST_TIMEOUT_MS, apiBaseUrl, apiHost } from './config';
export { ApiError, describeError, isApiError, noResponseMessage } from './errors';
export * from './users';
export * from './favourites';
export * from './builders';
export * from './review';
export {
  toProjectFormData,
  parseProjectFormFields,
  detailSectionOf,
  type ProjectFiles,
  type UploadedMedia,
  type ParsedProject,
} from './projectFormData';
export * from './listings';
export * from './map';
export * from './localities';
export * from './inquiries';
export * from './savedSearches';
export * from './reports';
export * from './pincodes';
export { toListingFormData, parseListingFormFields, type ListingFiles, type ParsedListing } from './listingFormData';
export { swrKeys } from './keys';

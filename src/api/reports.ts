import {
  apiPaths,
  messageResponseSchema,
  reportedListingListSchema,
  type RemoveListingRequest,
  type ReportListingRequest,
  type ReportResponseRequest,
} from './contract';
import { apiRequest } from './client';

/** docs/listings.md#listing-reports: a signed-in user (not the owner) reports a live listing. */
export const reportListing = (id: string, body: ReportListingRequest) =>
  apiRequest(apiPaths.reportListing(id), { method: 'POST', auth: true, body, schema: messageResponseSchema });

/** Staff only (docs/review.md#reported-listings): the reported listings with their open reports, oldest report first. */
export const getReportedListings = () =>
  apiRequest(apiPaths.staffReports, { auth: true, schema: reportedListingListSchema });

/** Dismisses the listing's reports; a held listing is live again. */
export const restoreReportedListing = (id: string) =>
  apiRequest(apiPaths.staffRestoreListing(id), { method: 'POST', auth: true, schema: messageResponseSchema });

/** Closes the listing's reports and rejects it with a reason its owner reads. */
export const removeReportedListing = (id: string, body: RemoveListingRequest) =>
  apiRequest(apiPaths.staffRemoveListing(id), { method: 'POST', auth: true, body, schema: messageResponseSchema });

/** docs/listings.md#report-response: the owner's one response to the reports holding their listing. */
export const respondToReports = (id: string, body: ReportResponseRequest) =>
  apiRequest(apiPaths.respondToReports(id), { method: 'POST', auth: true, body, schema: messageResponseSchema });

import {
  apiPaths,
  inquiryListSchema,
  inquirySchema,
  sentInquiryListSchema,
  sentInquirySchema,
  threadMessageSchema,
  unreadRepliesSchema,
  type InquiryRequest,
  type InquiryState,
} from './contract';
import { apiRequest } from './client';

/** A signed-in Buyer asks about an approved listing; answers the saved inquiry. */
export const sendInquiry = (listingId: string, body: InquiryRequest) =>
  apiRequest(apiPaths.listingInquiries(listingId), {
    method: 'POST',
    auth: true,
    body,
    schema: inquirySchema,
    idempotent: true,
  });

/** docs/leads.md#ask-the-builder: a signed-in Buyer asks a builder about a live project; answers the inquiry as they see it. */
export const askBuilder = (projectId: string, body: InquiryRequest) =>
  apiRequest(apiPaths.projectInquiries(projectId), {
    method: 'POST',
    auth: true,
    body,
    schema: sentInquirySchema,
    idempotent: true,
  });

/** Sellers and Agents: the inquiries on their listings, newest first. */
export const getMyInquiries = () => apiRequest(apiPaths.myInquiries, { auth: true, schema: inquiryListSchema });

export const updateInquiryState = (id: string, state: InquiryState) =>
  apiRequest(apiPaths.inquiry(id), { method: 'PATCH', auth: true, body: { state }, schema: inquirySchema });

/** Either side of an inquiry adds a message to its thread; answers the saved message. */
export const sendThreadMessage = (inquiryId: string, text: string) =>
  apiRequest(apiPaths.inquiryMessages(inquiryId), {
    method: 'POST',
    auth: true,
    body: { text },
    schema: threadMessageSchema,
    idempotent: true,
  });

/** Buyers: the inquiries they sent, newest first, with the replies. */
export const getSentInquiries = () => apiRequest(apiPaths.sentInquiries, { auth: true, schema: sentInquiryListSchema });

/** Buyers: stop sharing their phone with the poster of one inquiry; answers the inquiry without it. */
export const withdrawPhoneConsent = (inquiryId: string) =>
  apiRequest(apiPaths.inquiryPhoneConsent(inquiryId), { method: 'DELETE', auth: true, schema: sentInquirySchema });

/** Buyers: share their phone with the poster of one inquiry (again, after withdrawing); answers the inquiry with it. */
export const sharePhoneAgain = (inquiryId: string, phone: string) =>
  apiRequest(apiPaths.inquiryPhoneConsent(inquiryId), {
    method: 'PUT',
    auth: true,
    body: { phone },
    schema: sentInquirySchema,
  });

/** Sellers and Agents: everything on My Inquiries seen; answers the bar's count, 0. */
export const markBuyerMessagesSeen = () =>
  apiRequest(apiPaths.myInquiriesSeen, { method: 'POST', auth: true, schema: unreadRepliesSchema });

export const markRepliesSeen = () =>
  apiRequest(apiPaths.sentInquiriesSeen, { method: 'POST', auth: true, schema: unreadRepliesSchema });

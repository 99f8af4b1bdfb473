import { apiPaths, inquiryListSchema, inquirySchema, type InquiryRequest, type InquiryState } from './contract';
import { apiRequest } from './client';

/** A signed-in Buyer asks about an approved listing; answers the saved inquiry. */
export const sendInquiry = (listingId: string, body: InquiryRequest) =>
  apiRequest(apiPaths.listingInquiries(listingId), { method: 'POST', auth: true, body, schema: inquirySchema });

/** Sellers and Agents: the inquiries on their listings, newest first. */
export const getMyInquiries = () => apiRequest(apiPaths.myInquiries, { auth: true, schema: inquiryListSchema });

export const updateInquiryState = (id: string, state: InquiryState) =>
  apiRequest(apiPaths.inquiry(id), { method: 'PATCH', auth: true, body: { state }, schema: inquirySchema });

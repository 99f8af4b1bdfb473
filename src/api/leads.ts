import { z } from 'zod';
import { apiRequest } from './client';
import { apiPaths } from './contract';
import { leadFilterQuery, leadListSchema, leadSchema, type LeadFilter, type LeadUpdate } from './contract/leads';

// docs/leads.md: imported by path, not through the api's index, so the pages that never show a lead
// do not load the leads' schemas (the contract's one chunk goes to every page).

/** The SWR key of the owner's leads through a filter: the URL of the GET. */
export const myLeadsKey = (filter: LeadFilter) => `${apiPaths.myLeads}${leadFilterQuery(filter)}`;

/** docs/leads.md#leads-page: the owner's leads passing the filter. */
export const getMyLeads = (filter: LeadFilter) =>
  apiRequest(myLeadsKey(filter), { auth: true, schema: leadListSchema });

/** docs/leads.md#stages: answers the lead as saved. */
export const updateLead = (id: string, change: LeadUpdate) =>
  apiRequest(apiPaths.lead(id), { method: 'PATCH', auth: true, body: change, schema: leadSchema });

/** docs/leads.md#export: the CSV of the leads passing the filter, as text. */
export const exportLeads = (filter: LeadFilter) =>
  apiRequest(`${apiPaths.myLeadsExport}${leadFilterQuery(filter)}`, {
    auth: true,
    answerAs: 'text',
    schema: z.string(),
  });

import useSWR from 'swr';
import type { ThreadMessage } from '@/api';
import type { Lead, LeadFilter, LeadList, LeadUpdate } from '@/api/contract/leads';
import { exportLeads, getMyLeads, myLeadsKey, updateLead } from '@/api/leads';

/** docs/leads.md#leads-page: the owner's leads through the filter; the last list stays while the next loads. */
export const useMyLeads = (filter: LeadFilter) =>
  useSWR(myLeadsKey(filter), () => getMyLeads(filter), { keepPreviousData: true });

/** The list with one lead laid over it (the server's answer, or a reply added). */
const withLead = (list: LeadList | undefined, id: string, change: (lead: Lead) => Lead) =>
  list && { ...list, leads: list.leads.map((lead) => (lead._id === id ? change(lead) : lead)) };

/**
 * docs/leads.md#stages: saves the owner's change; the list shows the saved lead, then asks again
 * (a change can take a lead out of the filter, or change the due count). Throws what the server said.
 */
export function useSaveLead(filter: LeadFilter) {
  const { mutate } = useMyLeads(filter);
  return async (lead: Lead, change: LeadUpdate) => {
    const saved = await updateLead(lead._id, change);
    await mutate((list) => withLead(list, saved._id, () => saved), { revalidate: true });
    return saved;
  };
}

/** docs/listings.md#inquiry-thread: the owner's reply joins its interest's thread at once, as the server records it. */
export function useReplyInLead(filter: LeadFilter) {
  const { mutate } = useMyLeads(filter);
  return (lead: Lead, inquiryId: string, message: ThreadMessage) =>
    mutate(
      (list) =>
        withLead(list, lead._id, (found) => ({
          ...found,
          stage: found.stage === 'new' ? 'contacted' : found.stage,
          interests: found.interests.map((interest) =>
            interest.inquiryId === inquiryId
              ? { ...interest, state: 'replied' as const, thread: [...interest.thread, message] }
              : interest,
          ),
        })),
      { revalidate: false },
    );
}

/** docs/leads.md#export: fetches the CSV (it needs the sign-in) and hands it to the browser as a file. */
export async function downloadLeads(filter: LeadFilter, fileName: string) {
  const csv = await exportLeads(filter);
  // Reading the answer as text drops its byte-order mark: put back, so spreadsheets read UTF-8.
  const url = URL.createObjectURL(
    new Blob([csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }),
  );
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

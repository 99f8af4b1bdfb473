import { leadStageLabels, type Lead, type LeadStage } from '@/api/contract/leads';
import { formatShortDate } from '@/lib/dates';

/** docs/leads.md#stages: how a lead's stage reads, a lost one with its reason. */
export const stageText = (lead: Pick<Lead, 'stage' | 'lostReason'>) =>
  lead.stage === 'lost' && lead.lostReason
    ? `${leadStageLabels.lost}: ${lead.lostReason}`
    : leadStageLabels[lead.stage];

/** The stages in the pipeline's order, as a select lists them. */
export const stageChoices = (Object.entries(leadStageLabels) as [LeadStage, string][]).map(([id, label]) => ({
  id,
  label,
}));

/** docs/leads.md#follow-ups: 'Follow up on 25 Oct 2026', or that it is due. */
export function followUpText(lead: Pick<Lead, 'followUpOn' | 'followUpDue'>) {
  if (!lead.followUpOn) return null;
  // The day as India's noon: formatShortDate writes India's day, never the day before.
  const day = formatShortDate(`${lead.followUpOn}T06:30:00.000Z`);
  return lead.followUpDue ? `Follow-up due (${day})` : `Follow up on ${day}`;
}

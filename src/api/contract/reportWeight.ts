// No imports: the server and the mocks weigh reports with these same functions.
/**
 * docs/listings.md#report-weight: whether a report counts toward holding its listing, or why it
 * waits for staff instead. Every report reaches the staff queue; only counted ones hold.
 */
export const reportWeights = ['counts', 'new account', 'same mailbox', 'dismissed before', 'often dismissed'] as const;
export type ReportWeight = (typeof reportWeights)[number];

/** Reports counted from this many distinct mailboxes hold the listing until staff decide. */
export const REPORTS_TO_HOLD = 3;
/** An account this old at the time of its report counts (or one with an approved listing or project). */
export const ESTABLISHED_AFTER_DAYS = 14;
/** A reporter with this many reports dismissed within the window weighs nothing. */
export const DISMISSED_REPORTS_LIMIT = 3;
export const DISMISSED_WINDOW_DAYS = 90;

/** What staff read beside each report. */
export const reportWeightLabels: Record<ReportWeight, string> = {
  counts: 'Counts toward a hold',
  'new account': `New account: under ${ESTABLISHED_AFTER_DAYS} days old, nothing approved`,
  'same mailbox': 'Same mailbox as an earlier report',
  'dismissed before': 'Dismissed before on this listing',
  'often dismissed': `${DISMISSED_REPORTS_LIMIT} or more reports dismissed in ${DISMISSED_WINDOW_DAYS} days`,
};

/** What the rule reads about one open report and its reporter. */
export interface ReportToWeigh {
  email: string;
  /** When the reporter's account was made. */
  accountSince: Date;
  /** When staff approved the first of the reporter's listings or projects that is still approved; null: none. */
  approvedItemSince: Date | null;
  reportedAt: Date;
  /** Staff dismissed an earlier report of this reporter on this listing. */
  dismissedHere: boolean;
  /** The reporter's reports staff dismissed within the last DISMISSED_WINDOW_DAYS days, on any listing. */
  dismissedRecently: number;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * One mailbox, however the address is written: lower case; a '+tag' dropped for every domain (Gmail,
 * Outlook, iCloud, Proton, Zoho, Fastmail and most company servers deliver it to the same mailbox);
 * dots ignored and googlemail.com read as gmail.com, as Google does.
 */
export function normalizeMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/** Something to lose at the time of the report: a two-week-old account, or something staff approved. */
export const isEstablished = (report: Pick<ReportToWeigh, 'accountSince' | 'approvedItemSince' | 'reportedAt'>) =>
  report.reportedAt.getTime() - report.accountSince.getTime() >= ESTABLISHED_AFTER_DAYS * DAY ||
  (report.approvedItemSince !== null && report.approvedItemSince <= report.reportedAt);

/** The weight of each of a listing's open reports, given oldest first: a mailbox counts once. */
export function weighReports(reports: readonly ReportToWeigh[]): ReportWeight[] {
  const counted = new Set<string>();
  return reports.map((report) => {
    if (report.dismissedRecently >= DISMISSED_REPORTS_LIMIT) return 'often dismissed';
    if (report.dismissedHere) return 'dismissed before';
    if (!isEstablished(report)) return 'new account';
    const mailbox = normalizeMailbox(report.email);
    if (counted.has(mailbox)) return 'same mailbox';
    counted.add(mailbox);
    return 'counts';
  });
}

/** Enough counted reports to take the listing out of search until staff decide. */
export const holdsListing = (weights: readonly ReportWeight[]) =>
  weights.filter((weight) => weight === 'counts').length >= REPORTS_TO_HOLD;

/**
 * docs/leads.md#export: the CSV of an owner's leads, the same from the server and the mocks (imported
 * by path, not through the index: the app never builds it).
 */
import { indiaDay, leadStageLabels, type Lead } from './leads';

/**
 * One cell of RFC 4180 CSV. A spreadsheet runs a cell that starts with = + - @
 * (or a tab or carriage return before one) as a formula, so such a cell gets a ' before it: a buyer's
 * name or message never runs in the owner's spreadsheet. A cell with a comma, a quote or a line break
 * is quoted, its quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells as CSV text: CRLF between rows, a byte-order mark first so spreadsheets read UTF-8. */
export function toCsv(rows: string[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export const leadCsvHeader = [
  'Buyer',
  'Phone',
  'Phone shared on',
  'Stage',
  'Lost reason',
  'Follow-up on',
  'Note',
  'Interests',
  'First asked on',
  'Last asked on',
];

const day = (iso: string | undefined) => (iso ? indiaDay(new Date(iso)) : '');

/**
 * docs/leads.md#export: a row per lead. The buyer's phone only as the lead carries it: while they
 * share it with this owner (docs/listings.md#inquiry-phone-consent). Days are India's.
 */
export function leadsCsv(leads: Lead[]): string {
  return toCsv([
    leadCsvHeader,
    ...leads.map((lead) => [
      lead.buyer.name,
      lead.buyer.phone ?? '',
      day(lead.buyer.phoneSharedAt),
      leadStageLabels[lead.stage],
      lead.lostReason ?? '',
      lead.followUpOn ?? '',
      lead.note,
      [...new Set(lead.interests.map((i) => i.title))].join('; '),
      day(lead.interests.at(-1)?.askedAt),
      day(lead.lastAskedAt),
    ]),
  ]);
}

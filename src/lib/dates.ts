const shortDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** en-IN short date, e.g. '5 Oct 2026'; '' when the value is not a date. */
export function formatShortDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** en-IN date and time in India, e.g. '15 Oct 2026, 2:30 pm', for a message in a thread; '' when not a date. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

const monthYear = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A calendar month ('2025-11') as en-IN writes it: 'Nov 2025'. */
export const formatMonth = (month: string) => monthYear.format(new Date(`${month}-01T00:00:00Z`));

import type { ResponseTime } from '@/api/contract';

const HOUR = 60;
const DAY = 24 * HOUR;

/**
 * docs/leads.md#response-time: the public badge's words for the server's median ('Usually replies
 * within 2 hours'), rounded up to the hour, then to the day; nothing while the server hides it.
 */
export function responseTimeText(responseTime: ResponseTime | undefined): string | undefined {
  if (!responseTime) return undefined;
  const minutes = responseTime.medianMinutes;
  const within =
    minutes <= HOUR
      ? 'an hour'
      : minutes < DAY
        ? `${Math.ceil(minutes / HOUR)} hours`
        : minutes === DAY
          ? 'a day'
          : `${Math.ceil(minutes / DAY)} days`;
  return `Usually replies within ${within}`;
}

/** A route's own rate limit (docs/auth.md#login-limits): at most `max` calls a minute from one address. */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

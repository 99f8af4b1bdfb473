/**
 * The app's clock where the dev routes are on (docs/api.md#calls-other): real time, moved forward by
 * `POST /api/dev/clock` so an e2e journey can reach tomorrow (a visit's reminder) or a slot's end
 * without waiting. Everything reads the app's clock (config.now), so everything moves together.
 */
let offsetMs = 0;
export const devClock = {
  now: () => new Date(Date.now() + offsetMs),
  advance(ms: number) {
    offsetMs += ms;
  },
};

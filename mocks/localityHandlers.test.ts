import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  localityFactsSchema,
  localityMessages,
  MIN_LOCALITY_SAMPLE,
  type LocalityFacts,
} from '@/api/contract';
import { localityStates } from './factories';
import { handlers, localities } from './handlers';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const get = async (city: string, locality: string) => {
  const response = await fetch(`http://localhost${apiPaths.localityFacts(city, locality)}`);
  return { status: response.status, body: (await response.json()) as unknown };
};
const figures = (facts: LocalityFacts) =>
  [facts.sale, facts.rent].flatMap((purpose) => [...purpose.byBhk, ...purpose.trend]);
/** The first and last shown medians of the sale trend. */
const saleTrendEnds = (facts: LocalityFacts) => {
  const shown = facts.sale.trend.flatMap((p) => (p.median === null ? [] : [p.median]));
  return [shown[0]!, shown.at(-1)!] as const;
};

describe('locality facts mocks', () => {
  it.each(Object.entries(localityStates))(
    '%s answers the contract and hides every figure below the minimum',
    (_, facts) => {
      expect(localityFactsSchema.parse(facts)).toEqual(facts);
      for (const figure of figures(facts)) if (figure.listings < MIN_LOCALITY_SAMPLE) expect(figure.median).toBeNull();
    },
  );

  it('has the states a locality page needs', () => {
    const { enoughData, tooLittleData, trendUp, trendDown } = localityStates;
    expect(figures(enoughData).filter((f) => f.median !== null).length).toBeGreaterThan(20);
    expect(figures(tooLittleData).every((f) => f.median === null)).toBe(true);
    const [upFirst, upLast] = saleTrendEnds(trendUp);
    const [downFirst, downLast] = saleTrendEnds(trendDown);
    expect(upLast).toBeGreaterThan(upFirst);
    expect(downLast).toBeLessThan(downFirst);
  });

  it('answers a known locality whatever its case, 404 with a message for another', async () => {
    expect(await get('pune', 'BANER')).toEqual({ status: 200, body: localityStates.enoughData });
    expect(await get('Pune', 'Nowhere')).toEqual({ status: 404, body: { message: localityMessages.notFound } });
  });

  it('answers a named state at any address', async () => {
    server.use(localities.facts.trendDown);
    expect((await get('Pune', 'Nowhere')).body).toEqual(localityStates.trendDown);
    server.use(localities.facts.notFound);
    expect((await get('Pune', 'Baner')).status).toBe(404);
  });
});

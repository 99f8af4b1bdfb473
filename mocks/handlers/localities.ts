import { HttpResponse } from 'msw';
import { apiPaths, localityMessages, type LocalityFacts } from '@/api/contract';
import { localityStates } from '../factories/localities';
import { endpoint } from './scenario';

const path = apiPaths.localityFacts(':city', ':locality');
const key = (city: string, locality: string) => `${city}|${locality}`.toLowerCase();

/** The states by the place they are written for: `ok` answers each at its own address, as the server would. */
const known = new Map(Object.values(localityStates).map((facts) => [key(facts.city, facts.locality), facts]));

const notFound = () => HttpResponse.json({ message: localityMessages.notFound }, { status: 404 });

/** GET /api/localities/{city}/{locality}: a known locality's facts whatever its case, else 404. */
const facts = endpoint('get', path, ({ params }) => {
  const found = known.get(key(String(params.city).trim(), String(params.locality).trim()));
  return found ? HttpResponse.json(found) : notFound();
});

/** The same state at any address: a story's page of that state, whatever locality it opens. */
const always = (state: LocalityFacts) => endpoint('get', path, () => HttpResponse.json(state)).ok;

export const localities = {
  facts: {
    ...facts,
    enoughData: always(localityStates.enoughData),
    tooLittleData: always(localityStates.tooLittleData),
    trendUp: always(localityStates.trendUp),
    trendDown: always(localityStates.trendDown),
    notFound: facts.answer(404, { message: localityMessages.notFound }),
  },
};

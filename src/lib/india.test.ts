import { describe, expect, it, vi } from 'vitest';
import { CITIES_BY_STATE, citiesOf, FALLBACK_STATES, INDIA_STATES, loadStates } from './india';

describe('India data (docs/formatting.md#india-states, docs/formatting.md#india-cities, docs/formatting.md#fallback-states)', () => {
  it('has 33 distinct states and union territories', () => {
    expect(new Set(INDIA_STATES).size).toBe(33);
  });
  it('has 5 cities for each of the six states and none for others', () => {
    expect(Object.keys(CITIES_BY_STATE).sort()).toEqual([
      'Delhi',
      'Gujarat',
      'Karnataka',
      'Maharashtra',
      'Tamil Nadu',
      'Telangana',
    ]);
    for (const cities of Object.values(CITIES_BY_STATE)) expect(cities).toHaveLength(5);
    expect(citiesOf('Kerala')).toEqual([]);
  });
  it('has the 8 fallback states, all in the full list', () => {
    expect(FALLBACK_STATES).toHaveLength(8);
    for (const state of FALLBACK_STATES) expect(INDIA_STATES).toContain(state);
  });
});

describe('loadStates (docs/formatting.md#states-lookup, docs/formatting.md#fallback-states)', () => {
  it('is not called when not configured', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    await expect(loadStates({}, fetchImpl)).resolves.toBe(INDIA_STATES);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
  it('sends the key and ignores the answer', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(Response.json([{ name: 'Atlantis' }]));
    await expect(loadStates({ url: 'https://states.test/in', apiKey: 'k' }, fetchImpl)).resolves.toBe(INDIA_STATES);
    expect(fetchImpl.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'k' });
  });
  it('logs a failure and uses the fallback list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadStates({ url: 'https://states.test/in', apiKey: 'k' }, fetchImpl)).resolves.toBe(FALLBACK_STATES);
    expect(warn).toHaveBeenCalled();
  });
});

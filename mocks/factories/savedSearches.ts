import type { SavedSearch } from '@/api/contract';
import { newId } from './ids';

/** The mocks' signature of an unsubscribe token (`{searchId}.{signature}`, docs/listings.md#alert-unsubscribe). */
export const MOCK_UNSUBSCRIBE_SIGNATURE = 'mock-signature';

/** A buyer's saved search: 3 BHK in Andheri, Mumbai, alerts on. */
export function aSavedSearch(overrides: Partial<SavedSearch> & { userId: string }): SavedSearch & { userId: string } {
  return {
    _id: newId('search-'),
    name: '3 BHK in Andheri, Mumbai',
    query: 'city=Mumbai&q=Andheri&bhk=3',
    alerts: true,
    createdAt: '2026-10-10T09:00:00.000Z',
    ...overrides,
  };
}

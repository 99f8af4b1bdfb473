// Holes in writes: quotas passed by a burst, a retried write saved twice.
import { randomUUID } from 'node:crypto';
import { apiPaths, IDEMPOTENCY_KEY_HEADER, MAX_SAVED_SEARCHES, type SavedSearchesResponse } from '@/api/contract';
import type { Hole } from '../checks';
import type { Visitor } from '../visitor';

const countOf = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

async function savedSearchCount(visitor: Visitor, token: string) {
  return (await visitor.call('GET', apiPaths.savedSearches, { token })).json<SavedSearchesResponse>().savedSearches
    .length;
}

export const writeHoles: Hole[] = [
  {
    number: 4,
    title: 'per-user quotas passed by a burst of parallel requests',
    needs: 'postgres',
    async try(visitor) {
      const buyer = await visitor.signUp(`burst${Date.now()}@probe.example`, 'Buyer');
      const save = (query: string) =>
        visitor.call('POST', apiPaths.savedSearches, { token: buyer.token, body: { name: query, query } });
      await Promise.all(Array.from({ length: 8 }, () => save('city=Pune&bhk=2')));
      const copies = await savedSearchCount(visitor, buyer.token);
      await Promise.all(Array.from({ length: 45 }, (_, i) => save(`city=Pune&minPrice=${(i + 1) * 100_000}`)));
      const kept = await savedSearchCount(visitor, buyer.token);
      const { items } = (await visitor.call('GET', `${apiPaths.listings}?kind=listing&pageSize=1`)).json<{
        items: { _id: string }[];
      }>();
      const inquiry = { name: 'Burst Buyer', message: 'Is it still available?' };
      const inquiries = await Promise.all(
        Array.from({ length: 16 }, () =>
          visitor.call('POST', apiPaths.listingInquiries(items[0]!._id), { token: buyer.token, body: inquiry }),
        ),
      );
      const sent = countOf(
        inquiries.map((answer) => answer.status),
        201,
      );
      return {
        closed: copies === 1 && kept <= MAX_SAVED_SEARCHES && sent <= 10,
        seen: `8 copies of one saved search at once: ${copies} kept; 45 more at once: ${kept} kept (limit ${MAX_SAVED_SEARCHES}); 16 inquiries at once: ${sent} sent (limit 10 an hour)`,
      };
    },
  },
  {
    number: 11,
    title: 'a write retried after a lost answer is saved twice',
    async try(visitor) {
      const buyer = await visitor.signUp(`retry${Date.now()}@probe.example`, 'Buyer');
      const key = randomUUID();
      const body = { name: 'Pune 3 BHK', query: 'city=Pune&bhk=3' };
      // The first answer is what the connection reset lost; the client sends the same action again.
      const headers = { [IDEMPOTENCY_KEY_HEADER]: key };
      const first = await visitor.call('POST', apiPaths.savedSearches, { token: buyer.token, body, headers });
      const retry = await visitor.call('POST', apiPaths.savedSearches, { token: buyer.token, body, headers });
      const other = await visitor.call('POST', apiPaths.savedSearches, {
        token: buyer.token,
        body: { ...body, query: 'city=Goa' },
        headers,
      });
      const kept = await savedSearchCount(visitor, buyer.token);
      return {
        closed: first.status === 201 && retry.status === 201 && retry.text === first.text && kept === 1,
        seen: `same key twice: ${first.status} then ${retry.status} (${retry.text === first.text ? 'the same answer' : 'another answer'}), ${kept} saved; the key with another body: ${other.status}`,
      };
    },
  },
];

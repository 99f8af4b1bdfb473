// Holes in reports and staff actions: throw-away accounts holding a rival's listing, staff deciding
// on their own listing.
import { execFileSync } from 'node:child_process';
import { apiPaths, type Listing } from '@/api/contract';
import type { Hole } from '../checks';
import type { Visitor } from '../visitor';

/** A live listing of the demo seller's, as anyone finds it in search. */
async function aLiveListing(visitor: Visitor) {
  const { items } = (await visitor.call('GET', `${apiPaths.listings}?kind=listing&pageSize=1`)).json<{
    items: { _id: string }[];
  }>();
  return items[0]!._id;
}

const statusOf = async (visitor: Visitor, id: string) =>
  (await visitor.call('GET', apiPaths.listing(id))).json<Listing>().status;

export const reportHoles: Hole[] = [
  {
    number: 1,
    title: 'three throw-away accounts hold any listing out of search',
    async try(visitor) {
      const id = await aLiveListing(visitor);
      // One Gmail mailbox written three ways, made a minute ago.
      const rivals = ['rival.one+a@gmail.com', 'rivalone@googlemail.com', 'r.i.v.a.l.o.n.e@gmail.com'];
      const report = async () => {
        for (const [i, email] of rivals.entries()) {
          const session = await visitor
            .signIn(email, 'Buyer', 'Probe@12345')
            .catch(() => visitor.signUp(email, 'Buyer'));
          const body = { reason: 'sold', text: `gone ${i}` };
          await visitor.call('POST', apiPaths.reportListing(id), { body, token: session.token });
        }
      };
      await report();
      const afterReports = await statusOf(visitor, id);
      const staff = await visitor.signIn('staff@nivaas.test', 'Buyer');
      const restored = await visitor.call('POST', apiPaths.staffRestoreListing(id), { token: staff.token });
      await report();
      const afterAgain = await statusOf(visitor, id);
      return {
        closed: afterReports === 'live' && afterAgain === 'live',
        seen: `3 reports from one mailbox's new accounts: ${afterReports}; staff restore ${restored.status}; the same 3 again: ${afterAgain}`,
      };
    },
  },
  {
    number: 5,
    title: 'staff act on their own listing',
    needs: 'postgres',
    async try(visitor, { databaseUrl }) {
      // The demo seller made staff, as `server/cli.ts make-staff` does on a live database.
      execFileSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'make-staff', 'seller@nivaas.test'], {
        env: { ...process.env, DATABASE_URL: databaseUrl! },
        stdio: 'ignore',
      });
      const seller = await visitor.signIn('seller@nivaas.test', 'Seller');
      const mine = (await visitor.call('GET', apiPaths.myListings, { token: seller.token })).json<Listing[]>();
      const live = mine.find((listing) => listing.reviewState === 'approved')!;
      const pending = mine.find((listing) => listing.reviewState === 'pending_review')!;
      const tries = {
        restore: await visitor.call('POST', apiPaths.staffRestoreListing(live._id), { token: seller.token }),
        remove: await visitor.call('POST', apiPaths.staffRemoveListing(live._id), {
          token: seller.token,
          body: { reason: 'Removed by myself as staff' },
        }),
        approve: await visitor.call('POST', apiPaths.staffApproveListing(pending._id), { token: seller.token }),
        reject: await visitor.call('POST', apiPaths.staffRejectListing(pending._id), {
          token: seller.token,
          body: { reason: 'Rejected by myself as staff' },
        }),
      };
      return {
        closed: Object.values(tries).every((answer) => answer.status === 403),
        seen: Object.entries(tries)
          .map(([action, answer]) => `${action} ${answer.status}`)
          .join(', '),
      };
    },
  },
];

import { describe, expect, it } from 'vitest';
import { reportedListingListSchema } from '@/api/contract';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, staffToken } from '../test/listings';
import { createProject } from '../test/projects';
import { bearer, useTestApp } from '../test/testApp';
import { makeStaff } from './staff';

const OWN_ITEM = { message: 'You cannot review your own listing or project: a colleague will' };

/**
 * docs/review.md#review-own-item (issue #30, hole 5): a staff member never acts on their own listing or
 * project, whatever the action; a colleague may.
 */
describe.each(testDatabaseKinds())('staff and their own items on $name', (kind) => {
  const bed = useTestApp(kind, { staffSeller: 'Seller', staffBuilder: 'Builder', buyer: 'Buyer' });

  const call = (url: string, token: string, payload: object = {}) =>
    bed.t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const refusal = async (url: string, token: string, payload?: object) => {
    const response = await call(url, token, payload);
    return [response.statusCode, response.json()];
  };
  const openReportsOn = async (id: string, token: string) =>
    reportedListingListSchema
      .parse((await bed.t.app.inject({ url: '/api/staff/reports', headers: bearer(token) })).json())
      .find((entry) => entry.listingId === id)?.reports.length ?? 0;

  it('refuses approve and reject of their own listing, and restore and remove of its reports', async () => {
    const { t, staffSeller, buyer } = bed;
    await makeStaff(t.app.services.db, staffSeller.email);
    const colleague = await staffToken(t);
    const own = await createListing(t.app, staffSeller.token);

    expect(await refusal(`/api/staff/listings/${own._id}/approve`, staffSeller.token)).toEqual([403, OWN_ITEM]);
    expect(
      await refusal(`/api/staff/listings/${own._id}/reject`, staffSeller.token, { reason: 'Not good enough' }),
    ).toEqual([403, OWN_ITEM]);
    await approveListing(t.app, colleague, own._id);

    const reported = await call(`/api/properties/${own._id}/reports`, buyer.token, { reason: 'wrong price' });
    expect(reported.statusCode).toBe(201);
    expect(await refusal(`/api/staff/reports/${own._id}/restore`, staffSeller.token)).toEqual([403, OWN_ITEM]);
    expect(
      await refusal(`/api/staff/reports/${own._id}/remove`, staffSeller.token, { reason: 'Removed by myself' }),
    ).toEqual([403, OWN_ITEM]);
    // Nothing was decided: the report is still open for a colleague, who may restore it.
    expect(await openReportsOn(own._id, colleague)).toBe(1);
    expect((await call(`/api/staff/reports/${own._id}/restore`, colleague)).statusCode).toBe(200);
  });

  it('refuses approve and reject of their own project', async () => {
    const { t, staffBuilder } = bed;
    await makeStaff(t.app.services.db, staffBuilder.email);
    const colleague = await staffToken(t);
    const own = await createProject(t.app, staffBuilder.token);
    expect(await refusal(`/api/staff/projects/${own._id}/approve`, staffBuilder.token)).toEqual([403, OWN_ITEM]);
    expect(
      await refusal(`/api/staff/projects/${own._id}/reject`, staffBuilder.token, { reason: 'Not good enough' }),
    ).toEqual([403, OWN_ITEM]);
    expect((await call(`/api/staff/projects/${own._id}/approve`, colleague)).json()).toMatchObject({
      reviewState: 'approved',
    });
  });
});

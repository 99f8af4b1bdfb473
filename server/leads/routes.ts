import { apiPaths, routePattern } from '@/api/contract';
import { indiaDay, leadFilterSchema, leadUpdateSchema } from '@/api/contract/leads';
import { signedIn } from '../http/auth';
import { idParams } from '../http/params';
import { leadsCsv } from '@/api/contract/leadsCsv';
import type { App, Services } from '../services';
import { changeLead, leadsOf, ownerOfLeads } from './service';

/** docs/leads.md: an owner's (builder, seller, agent) leads: the list, a change, the CSV export. */
export function leadRoutes(app: App, services: Services) {
  const { db, config } = services;
  const owner = async (request: Parameters<typeof signedIn>[1]) => ownerOfLeads(await signedIn(services, request));

  app.get(apiPaths.myLeads, { schema: { querystring: leadFilterSchema } }, async (request) =>
    leadsOf(db, await owner(request), request.query, config.now()),
  );

  // docs/leads.md#export: the same leads as the list with the same filters, as a file to download.
  app.get(apiPaths.myLeadsExport, { schema: { querystring: leadFilterSchema } }, async (request, reply) => {
    const now = config.now();
    const { leads } = await leadsOf(db, await owner(request), request.query, now);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="nivaas-leads-${indiaDay(now)}.csv"`)
      .send(leadsCsv(leads));
  });

  app.patch(routePattern(apiPaths.lead), { schema: { params: idParams, body: leadUpdateSchema } }, async (request) =>
    changeLead(db, await owner(request), request.params.id, request.body, config.now()),
  );
}

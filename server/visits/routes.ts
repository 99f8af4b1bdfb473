import type { InterestKind } from '@/api/contract/leads';
import {
  bookVisitSchema,
  cancelVisitSchema,
  rescheduleVisitSchema,
  visitingHoursSchema,
  visitOutcomeSchema,
  visitPaths,
} from '@/api/contract/visits';
import { signedIn } from '../http/auth';
import { idParams } from '../http/params';
import type { App, Services } from '../services';
import { changeVisit, markVisit, visitsOf } from './changes';
import { bookVisit, hoursFor, setHours, slotsFor } from './service';

const pattern = (path: string) => path.replace('%00', ':id');
const kindPattern = (path: (kind: InterestKind, id: string) => string, kind: InterestKind) => pattern(path(kind, '\0'));
const idPattern = (path: (id: string) => string) => pattern(path('\0'));

/** docs/api.md#calls-visits: visiting hours, slots, bookings and their changes. */
export function visitRoutes(app: App, services: Services) {
  const user = (request: Parameters<typeof signedIn>[1]) => signedIn(services, request);
  for (const kind of ['listing', 'builder-project'] as const) {
    app.get(kindPattern(visitPaths.visitingHours, kind), { schema: { params: idParams } }, async (request) =>
      hoursFor(services, await user(request), kind, request.params.id),
    );
    app.put(
      kindPattern(visitPaths.visitingHours, kind),
      { schema: { params: idParams, body: visitingHoursSchema } },
      async (request) => setHours(services, await user(request), kind, request.params.id, request.body),
    );
    app.get(kindPattern(visitPaths.visitSlots, kind), { schema: { params: idParams } }, async (request) =>
      slotsFor(services, kind, request.params.id),
    );
    app.post(
      kindPattern(visitPaths.bookVisit, kind),
      { schema: { params: idParams, body: bookVisitSchema } },
      async (request, reply) =>
        reply
          .code(201)
          .send(await bookVisit(services, await user(request), kind, request.params.id, request.body.startsAt)),
    );
  }
  app.get(visitPaths.myVisits, async (request) => visitsOf(services, await user(request)));
  app.post(
    idPattern(visitPaths.rescheduleVisit),
    { schema: { params: idParams, body: rescheduleVisitSchema } },
    async (request) => changeVisit(services, await user(request), request.params.id, request.body),
  );
  app.post(
    idPattern(visitPaths.cancelVisit),
    { schema: { params: idParams, body: cancelVisitSchema } },
    async (request) => changeVisit(services, await user(request), request.params.id, request.body),
  );
  app.post(
    idPattern(visitPaths.visitOutcome),
    { schema: { params: idParams, body: visitOutcomeSchema } },
    async (request) => markVisit(services, await user(request), request.params.id, request.body.outcome),
  );
}

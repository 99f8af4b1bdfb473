import {
  apiPaths,
  inquiryRequestSchema,
  inquiryUpdateSchema,
  routePattern,
  threadMessageRequestSchema,
} from '@/api/contract';
import { signedIn, signedInPoster } from '../http/auth';
import { answerOnceFor } from '../http/idempotency';
import { idParams } from '../http/params';
import type { App, Services } from '../services';
import { newBuyerMessagesOf } from './queries';
import { askBuilder, inquiriesTo, markInquiry, posterHasSeen, sendInquiry } from './service';
import { writeInThread } from './thread';

/** Kept here too for the tests that read the limit from this file (server/listings/quotas.test.ts). */
export { INQUIRIES_PER_HOUR } from './service';

/** Inquiries on listings and projects: a buyer sends one, the listing's owner reads and marks them, both write in its thread (rules in ./service). */
export function inquiryRoutes(app: App, services: Services) {
  const { db } = services;

  app.post(
    routePattern(apiPaths.listingInquiries),
    { schema: { params: idParams, body: inquiryRequestSchema }, config: { idempotent: true } },
    async (request, reply) => {
      const buyer = await signedIn(services, request);
      const sent = await sendInquiry(
        services,
        request.log,
        buyer,
        request.params.id,
        request.body,
        answerOnceFor(request, 201),
      );
      return reply.status(201).send(sent);
    },
  );

  // docs/leads.md#ask-the-builder: the same consent thread, about a builder's live project.
  app.post(
    routePattern(apiPaths.projectInquiries),
    { schema: { params: idParams, body: inquiryRequestSchema }, config: { idempotent: true } },
    async (request, reply) => {
      const buyer = await signedIn(services, request);
      const once = answerOnceFor(request, 201);
      return reply
        .status(201)
        .send(await askBuilder(services, request.log, buyer, request.params.id, request.body, once));
    },
  );

  app.get(apiPaths.newBuyerMessages, async (request) =>
    newBuyerMessagesOf(db, (await signedInPoster(services, request)).id),
  );

  app.post(apiPaths.myInquiriesSeen, async (request) =>
    posterHasSeen(services, (await signedInPoster(services, request)).id),
  );

  app.get(apiPaths.myInquiries, async (request) => inquiriesTo(db, (await signedInPoster(services, request)).id));

  app.patch(
    routePattern(apiPaths.inquiry),
    { schema: { params: idParams, body: inquiryUpdateSchema } },
    async (request) => markInquiry(db, await signedIn(services, request), request.params.id, request.body.state),
  );

  app.post(
    routePattern(apiPaths.inquiryMessages),
    { schema: { params: idParams, body: threadMessageRequestSchema }, config: { idempotent: true } },
    async (request, reply) => {
      const user = await signedIn(services, request);
      const once = answerOnceFor(request, 201);
      return reply.status(201).send(await writeInThread(services, user, request.params.id, request.body.text, once));
    },
  );
}

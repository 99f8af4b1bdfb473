import { apiPaths, listingMessages, phoneConsentRequestSchema, routePattern } from '@/api/contract';
import { signedInAs } from '../http/auth';
import { idParams } from '../http/params';
import type { App, Services } from '../services';
import { unreadRepliesCount } from './queries';
import { buyerHasSeen, sentBy, setConsent } from './sent';

/** docs/listings.md#buyer-inquiries: the buyer's side of their inquiries (rules in ./service). */
export function sentInquiryRoutes(app: App, services: Services) {
  const { db, config } = services;
  const signedInBuyer = (request: Parameters<typeof signedInAs>[1]) =>
    signedInAs(services, request, 'Buyer', listingMessages.onlyBuyers);

  app.get(apiPaths.sentInquiries, async (request) => sentBy(db, (await signedInBuyer(request)).id));

  app.get(apiPaths.unreadReplies, async (request) => unreadRepliesCount(db, (await signedInBuyer(request)).id));

  app.post(apiPaths.sentInquiriesSeen, async (request) => buyerHasSeen(services, (await signedInBuyer(request)).id));

  // docs/listings.md#inquiry-phone-consent: consent again after withdrawing, recorded with its new time.
  app.put(
    routePattern(apiPaths.inquiryPhoneConsent),
    { schema: { params: idParams, body: phoneConsentRequestSchema } },
    async (request) =>
      setConsent(db, (await signedInBuyer(request)).id, request.params.id, {
        phone: request.body.phone,
        phoneSharedAt: config.now(),
      }),
  );

  // docs/listings.md#inquiry-phone-consent: withdrawing forgets the number; the poster no longer sees it.
  app.delete(routePattern(apiPaths.inquiryPhoneConsent), { schema: { params: idParams } }, async (request) =>
    setConsent(db, (await signedInBuyer(request)).id, request.params.id, { phone: null, phoneSharedAt: null }),
  );
}

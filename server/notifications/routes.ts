import { apiPaths, routePattern } from '@/api/contract';
import {
  muteByLinkRequestSchema,
  notificationMutesRequestSchema,
  notificationPageQuerySchema,
} from '@/api/contract/notifications';
import { signedIn } from '../http/auth';
import { idParams } from '../http/params';
import type { App, Services } from '../services';
import { muteByLink, mutesOf, notificationPage, readAll, readOne, setMutes, unreadCount } from './service';

/** docs/notifications.md#api: every signed-in role reads and marks its own notifications and mutes kinds. */
export function notificationRoutes(app: App, services: Services) {
  const { db, config } = services;
  const me = async (request: Parameters<typeof signedIn>[1]) => (await signedIn(services, request)).id;

  app.get(apiPaths.notifications, { schema: { querystring: notificationPageQuerySchema } }, async (request) =>
    notificationPage(db, await me(request), request.query.page),
  );

  app.get(apiPaths.notificationsUnread, async (request) => unreadCount(db, await me(request)));

  app.post(apiPaths.notificationsRead, async (request) => readAll(db, await me(request), config.now()));

  app.post(routePattern(apiPaths.notificationRead), { schema: { params: idParams } }, async (request) =>
    readOne(db, await me(request), request.params.id, config.now()),
  );

  app.get(apiPaths.notificationMutes, async (request) => mutesOf(db, await me(request)));

  app.put(apiPaths.notificationMutes, { schema: { body: notificationMutesRequestSchema } }, async (request) =>
    setMutes(db, await me(request), request.body.muted, config.now()),
  );

  // docs/notifications.md#muting: the e-mail's link works without signing in.
  app.post(apiPaths.muteNotificationsByLink, { schema: { body: muteByLinkRequestSchema } }, async (request) =>
    muteByLink(services, request.body.token),
  );
}

import { asc, eq } from 'drizzle-orm';
import { apiPaths, projectMessages, rejectRequestSchema, type ReviewQueueItem, routePattern } from '@/api/contract';
import { builderProjects, users } from '../db/schema';
import { signedInStaff } from '../http/auth';
import { notFound } from '../http/errors';
import { projectMediaKeys, selectProjects, toProject } from '../projects/records';
import { decide } from './service';
import type { App, Services } from '../services';
import { idParams } from '../http/params';

/**
 * The review workflow: new and edited projects wait as pending_review; staff approve them (public
 * from then on) or reject them with a reason the builder sees on their own list.
 */
export function reviewRoutes(app: App, services: Services) {
  const { db, storage } = services;

  app.get(apiPaths.reviewQueue, async (request): Promise<ReviewQueueItem[]> => {
    await signedInStaff(services, request);
    const rows = await db
      .select({
        row: builderProjects,
        media: projectMediaKeys,
        builder: { name: users.name, email: users.email, username: users.username },
      })
      .from(builderProjects)
      .innerJoin(users, eq(users.id, builderProjects.ownerId))
      .where(eq(builderProjects.reviewState, 'pending_review'))
      // Oldest first: the builder who waited longest is served first.
      .orderBy(asc(builderProjects.updatedAt));
    return rows.map((record) => ({ ...toProject(record, storage), builder: record.builder }));
  });

  async function answer(id: string) {
    const [record] = await selectProjects(db).where(eq(builderProjects.id, id));
    if (!record) throw notFound(projectMessages.notFound);
    return toProject(record, storage);
  }

  app.post(routePattern(apiPaths.approveProject), { schema: { params: idParams } }, async (request) => {
    const staff = await signedInStaff(services, request);
    const { id } = request.params;
    await decide(services, request.log, { kind: 'project', id, staff, state: 'approved', reason: null });
    return answer(id);
  });

  app.post(
    routePattern(apiPaths.rejectProject),
    { schema: { params: idParams, body: rejectRequestSchema } },
    async (request) => {
      const staff = await signedInStaff(services, request);
      const { id } = request.params;
      await decide(services, request.log, {
        kind: 'project',
        id,
        staff,
        state: 'rejected',
        reason: request.body.reason,
      });
      return answer(id);
    },
  );
}

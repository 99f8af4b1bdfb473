import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { apiPaths, projectMessages, rejectRequestSchema, type ReviewQueueItem, type ReviewState } from '@/api/contract';
import { builderProjects, users } from '../db/schema';
import { signedInStaff } from '../http/auth';
import { conflict, forbidden, notFound } from '../http/errors';
import { publicProjectTags } from '../http/responseCache';
import { projectMediaKeys, selectProjects, toProject } from '../projects/records';
import { OWN_ITEM_REVIEW } from './resubmit';
import type { App, Services } from '../services';

const idParams = z.object({ id: z.string().min(1).max(100) });

/**
 * The review workflow: new and edited projects wait as pending_review; staff approve them (public
 * from then on) or reject them with a reason the builder sees on their own list.
 */
export function reviewRoutes(app: App, services: Services) {
  const { db, storage, config } = services;

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

  async function decide(id: string, reviewerId: string, state: ReviewState, reason: string | null) {
    const [target] = await db
      .select({ ownerId: builderProjects.ownerId })
      .from(builderProjects)
      .where(eq(builderProjects.id, id));
    if (!target) throw notFound(projectMessages.notFound);
    // Review is a second pair of eyes: a staff member's own project waits for a colleague.
    if (target.ownerId === reviewerId) throw forbidden(OWN_ITEM_REVIEW);
    // Only a waiting project is decided, once: two reviewers at the same time cannot both decide.
    const [row] = await db
      .update(builderProjects)
      .set({ reviewState: state, reviewReason: reason, reviewedAt: config.now(), reviewedBy: reviewerId })
      .where(and(eq(builderProjects.id, id), eq(builderProjects.reviewState, 'pending_review')))
      .returning();
    if (!row) throw conflict(projectMessages.notWaiting);
    app.log.info({ projectId: id, reviewerId, state }, 'project reviewed');
    // A rejected project was waiting, so not public: nothing public changed.
    if (state === 'approved') {
      await services.cache.invalidate(publicProjectTags(row.id, row.ownerId));
      await services.alerts.enqueue('builder-project', row.id);
    }
    const [record] = await selectProjects(db).where(eq(builderProjects.id, row.id));
    return toProject(record!, storage);
  }

  app.post('/api/staff/projects/:id/approve', { schema: { params: idParams } }, async (request) => {
    const staff = await signedInStaff(services, request);
    return decide(request.params.id, staff.id, 'approved', null);
  });

  app.post(
    '/api/staff/projects/:id/reject',
    { schema: { params: idParams, body: rejectRequestSchema } },
    async (request) => {
      const staff = await signedInStaff(services, request);
      return decide(request.params.id, staff.id, 'rejected', request.body.reason);
    },
  );
}

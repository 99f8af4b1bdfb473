import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  apiPaths,
  projectMessages,
  rejectRequestSchema,
  revisionMessages,
  routePattern,
  type ReviewQueueItem,
} from '@/api/contract';
import { placeColumns } from '../places/itemPlaces';
import { withKmFromLocalityCentre } from '../localities/distance';
import { signedIn, signedInAs, signedInStaff, viewerOf } from '../http/auth';
import { notFound } from '../http/errors';
import { answeringOnce } from '../http/idempotency';
import { idParams } from '../http/params';
import { cacheTags, publicProjectTags } from '../http/responseCache';
import { deleteUnusedObjects, savingUploads } from '../media/unused';
import { saveItemEdit, withdrawRevision } from '../review/revisions';
import { decide } from '../review/service';
import type { App, Services } from '../services';
import { readProjectForm } from './form';
import { imagesAfterSave, prepareUploads, stagedUploads, type PreparedUploads } from './media';
import { deleteProject, insertProject } from './queries';
import {
  checkedProject,
  ownerProjects,
  ownProjectRow,
  projectImagesToEdit,
  projectFor,
  projectQueue,
  projectsOfBuilder,
} from './service';

const projectPath = routePattern(apiPaths.builderProject);

/**
 * A builder's projects, and their review: new and edited projects wait as pending_review (a live
 * project's edit as its revision); staff approve them or reject them with a reason the builder sees.
 */
export function projectRoutes(app: App, services: Services) {
  const { db, database, storage, config, cache } = services;

  /** A save whose new photos leave storage again when it fails (server/media/unused.ts). */
  const saving = <T>(request: FastifyRequest, uploads: PreparedUploads, save: () => Promise<T>) =>
    savingUploads(
      db,
      storage,
      uploads.map((upload) => upload.image),
      save,
      (error) => request.log.error({ err: error }, 'could not remove the photos of a failed save'),
    );

  app.get(projectPath, { schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    const viewer = await viewerOf(services, request);
    return cache.serve(
      request,
      reply,
      { key: `project ${id}`, tags: (project) => [cacheTags.project(id), cacheTags.account(project.postedBy)] },
      async () => withKmFromLocalityCentre(database, 'builder-project', id, await projectFor(db, storage, id, viewer)),
    );
  });

  app.get(
    '/api/builders/:builderId/properties',
    { schema: { params: z.object({ builderId: z.string().min(1).max(100) }) } },
    async (request, reply) => {
      const { builderId } = request.params;
      return cache.serve(
        request,
        reply,
        { key: `projects-of ${builderId}`, tags: [cacheTags.projectsOf(builderId)] },
        () => projectsOfBuilder(db, storage, builderId),
      );
    },
  );

  app.post(apiPaths.builderProjects, { config: { idempotent: true } }, async (request, reply) => {
    const owner = await signedInAs(services, request, 'Builder', projectMessages.onlyBuilders);
    const form = await readProjectForm(request);
    const { columns, pin } = checkedProject(form, [], storage);
    const newId = randomUUID();
    const placed = { ...columns, ...placeColumns(pin, columns.location.pincode, newId), id: newId, ownerId: owner.id };
    const staged = await stagedUploads(form, storage);
    const uploads = await prepareUploads(form);
    const project = await saving(request, uploads, () =>
      db.transaction((tx) =>
        answeringOnce(tx, request, 201, async () => {
          const images = imagesAfterSave([], [...staged, ...uploads]);
          const id = await insertProject(tx, placed, images, config.now());
          return projectFor(tx, storage, id, owner);
        }),
      ),
    );
    request.log.info({ projectId: project._id, ownerId: owner.id }, 'project submitted for review');
    return reply.status(201).send(project);
  });

  app.put(projectPath, { schema: { params: idParams } }, async (request) => {
    const owner = await signedIn(services, request);
    const row = await ownProjectRow(db, request.params.id, owner, projectMessages.notYourProject);
    const form = await readProjectForm(request);
    const checked = checkedProject(form, await projectImagesToEdit(db, row), storage);
    const { plan } = checked;
    const before = { ...row, pincode: row.location.pincode };
    const place = placeColumns(checked.pin, checked.columns.location.pincode, row.id, before);
    const columns = { ...checked.columns, ...place };
    const staged = await stagedUploads(form, storage);
    const uploads = await prepareUploads(form);
    const images = imagesAfterSave(plan.keep, [...staged, ...uploads]);
    const saved = await saving(request, uploads, () =>
      db.transaction((tx) => saveItemEdit(tx, { kind: 'project', published: row, columns, images }, config.now())),
    );
    if (saved.publicChanged) await cache.invalidate(publicProjectTags(row.id, row.ownerId));
    await deleteUnusedObjects(db, storage, [...plan.remove, ...saved.dropped]);
    request.log.info({ projectId: row.id, live: saved.publicChanged }, 'project edited');
    return projectFor(db, storage, row.id, owner);
  });

  app.delete(projectPath, { schema: { params: idParams } }, async (request) => {
    const owner = await signedIn(services, request);
    const row = await ownProjectRow(db, request.params.id, owner, projectMessages.notYourProjectToDelete);
    const images = await deleteProject(db, row.id);
    if (row.reviewState === 'approved') await cache.invalidate(publicProjectTags(row.id, row.ownerId));
    await deleteUnusedObjects(db, storage, images);
    return { message: projectMessages.deleted };
  });

  // docs/review.md#revisions: the builder takes back the changes waiting (or rejected) beside the live version.
  app.delete(routePattern(apiPaths.builderProjectRevision), { schema: { params: idParams } }, async (request) => {
    const owner = await signedIn(services, request);
    const row = await ownProjectRow(db, request.params.id, owner, projectMessages.notYourProject);
    if (!(await withdrawRevision(services, 'project', row.id))) throw notFound(revisionMessages.noRevision);
    return { message: revisionMessages.withdrawn, project: await projectFor(db, storage, row.id, owner) };
  });

  app.get(apiPaths.myBuilderProjects, async (request) =>
    ownerProjects(
      db,
      storage,
      await signedInAs(services, request, 'Builder', projectMessages.onlyBuildersHaveProjects),
    ),
  );

  app.get(apiPaths.reviewQueue, async (request): Promise<ReviewQueueItem[]> =>
    projectQueue(db, storage, await signedInStaff(services, request)),
  );

  app.post(routePattern(apiPaths.approveProject), { schema: { params: idParams } }, async (request) => {
    const staff = await signedInStaff(services, request);
    const { id } = request.params;
    await decide(services, request.log, { kind: 'project', id, staff, state: 'approved', reason: null });
    return projectFor(db, storage, id, staff);
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
      return projectFor(db, storage, id, staff);
    },
  );
}

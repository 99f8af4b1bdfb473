import type { FastifyRequest } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { apiPaths, projectMessages, type BuilderProject, routePattern } from '@/api/contract';
import { checkProjectForm } from '@/api/projectFormData';
import type { Queryable } from '../db/client';
import { builderProfiles, builderProjects, users, type ProjectRow, type UserRow } from '../db/schema';
import { toBuilderProfile } from '../builders/profile';
import { signedIn, signedInAs, viewerOf } from '../http/auth';
import { answeringOnce } from '../http/idempotency';
import { badRequest, forbidden, notFound } from '../http/errors';
import { cacheTags, publicProjectTags } from '../http/responseCache';
import type { App, Services } from '../services';
import { readProjectForm, type ProjectForm } from './form';
import { deleteUnusedObjects, savingUploads } from '../media/unused';
import { backToReview } from '../review/resubmit';
import { planMedia, prepareUploads, saveMediaRows, type PreparedUploads } from './media';
import { columnsOf, mediaOf, projectMediaKeys, selectProjects, toProject, toProjects } from './records';
import { idParams } from '../http/params';

const projectPath = routePattern(apiPaths.builderProject);

/** Owners and staff see a project in any review state; everyone else sees approved ones only. */
export const canSee = (project: ProjectRow, viewer: UserRow | null) =>
  project.reviewState === 'approved' || viewer?.id === project.ownerId || viewer?.isStaff === true;

export function projectRoutes(app: App, services: Services) {
  const { db, storage, config, cache } = services;

  async function projectById(id: string) {
    const [row] = await db.select().from(builderProjects).where(eq(builderProjects.id, id));
    if (!row) throw notFound(projectMessages.notFound);
    return row;
  }

  /** The validated fields and media plan of a create or edit: the first docs/wizard.md#wizard-rules-order message otherwise. */
  function checkedProject(form: ProjectForm, saved: Parameters<typeof planMedia>[0]) {
    const checked = checkProjectForm(form.parts, (keptMedia) => planMedia(saved, keptMedia, form, storage).counts);
    if (!checked.ok) throw badRequest(checked.message);
    return { columns: columnsOf(checked.fields), plan: planMedia(saved, checked.keptMedia, form, storage) };
  }

  /** A save whose new photos leave storage again when it fails (server/media/unused.ts). */
  const saving = <T>(request: FastifyRequest, uploads: PreparedUploads, save: () => Promise<T>) =>
    savingUploads(
      db,
      storage,
      uploads.map((upload) => upload.image),
      save,
      (error) => request.log.error({ err: error }, 'could not remove the photos of a failed save'),
    );

  async function answer(id: string, q: Queryable = db): Promise<BuilderProject> {
    const [record] = await selectProjects(q).where(eq(builderProjects.id, id));
    if (!record) throw notFound(projectMessages.notFound);
    return toProject(record, storage);
  }

  /** The project with its builder, as the viewer may see it: one query. */
  async function projectFor(id: string, viewer: UserRow | null) {
    const [found] = await db
      .select({ row: builderProjects, media: projectMediaKeys, owner: users, profile: builderProfiles })
      .from(builderProjects)
      .innerJoin(users, eq(users.id, builderProjects.ownerId))
      .leftJoin(builderProfiles, eq(builderProfiles.userId, builderProjects.ownerId))
      .where(eq(builderProjects.id, id));
    // A project under review is not public: say it does not exist rather than that it is hidden.
    if (!found || !canSee(found.row, viewer)) throw notFound(projectMessages.notFound);
    return {
      ...toProject(found, storage),
      builder: toBuilderProfile(found.owner, found.profile ?? undefined, storage),
    };
  }

  app.get(projectPath, { schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    const viewer = await viewerOf(services, request);
    return cache.serve(
      request,
      reply,
      { key: `project ${id}`, tags: (project) => [cacheTags.project(id), cacheTags.account(project.postedBy)] },
      () => projectFor(id, viewer),
    );
  });

  app.post(apiPaths.builderProjects, { config: { idempotent: true } }, async (request, reply) => {
    const owner = await signedInAs(services, request, 'Builder', projectMessages.onlyBuilders);
    const form = await readProjectForm(request);
    const { columns, plan } = checkedProject(form, []);
    const uploads = await prepareUploads(form);
    const project = await saving(request, uploads, () =>
      db.transaction((tx) =>
        answeringOnce(tx, request, 201, async () => {
          const [row] = await tx
            .insert(builderProjects)
            .values({
              ...columns,
              ownerId: owner.id,
              reviewState: 'pending_review',
              createdAt: config.now(),
              updatedAt: config.now(),
            })
            .returning({ id: builderProjects.id });
          if (!row) throw new Error('insert returned no row');
          await saveMediaRows(tx, row.id, plan, uploads);
          return answer(row.id, tx);
        }),
      ),
    );
    request.log.info({ projectId: project._id, ownerId: owner.id }, 'project submitted for review');
    return reply.status(201).send(project);
  });

  app.put(projectPath, { schema: { params: idParams } }, async (request) => {
    const user = await signedIn(services, request);
    const project = await projectById(request.params.id);
    if (project.ownerId !== user.id) throw forbidden(projectMessages.notYourProject);
    const form = await readProjectForm(request);
    const saved = (await mediaOf(db, [project.id])).get(project.id) ?? [];
    const { columns, plan } = checkedProject(form, saved);
    const uploads = await prepareUploads(form);
    await saving(request, uploads, () =>
      db.transaction(async (tx) => {
        // An edited project goes back to the team before it is public again.
        await tx
          .update(builderProjects)
          .set({ ...columns, ...backToReview(config.now()) })
          .where(eq(builderProjects.id, project.id));
        await saveMediaRows(tx, project.id, plan, uploads);
      }),
    );
    if (project.reviewState === 'approved') await cache.invalidate(publicProjectTags(project.id, project.ownerId));
    await deleteUnusedObjects(db, storage, plan.remove);
    request.log.info({ projectId: project.id }, 'project re-submitted for review');
    return answer(project.id);
  });

  app.delete(projectPath, { schema: { params: idParams } }, async (request) => {
    const user = await signedIn(services, request);
    const project = await projectById(request.params.id);
    if (project.ownerId !== user.id) throw forbidden(projectMessages.notYourProjectToDelete);
    const media = (await mediaOf(db, [project.id])).get(project.id) ?? [];
    await db.delete(builderProjects).where(eq(builderProjects.id, project.id));
    if (project.reviewState === 'approved') await cache.invalidate(publicProjectTags(project.id, project.ownerId));
    await deleteUnusedObjects(db, storage, media);
    return { message: projectMessages.deleted };
  });

  app.get(apiPaths.myBuilderProjects, async (request) => {
    const owner = await signedInAs(services, request, 'Builder', projectMessages.onlyBuildersHaveProjects);
    const records = await selectProjects(db)
      .where(eq(builderProjects.ownerId, owner.id))
      .orderBy(desc(builderProjects.createdAt));
    return toProjects(records, storage);
  });
}

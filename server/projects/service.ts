import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { projectMessages, type BuilderProject } from '@/api/contract';
import { checkProjectForm } from '@/api/projectFormData';
import { toBuilderProfile } from '../builders/profile';
import { builderById } from '../builders/queries';
import { BUILDER_NOT_FOUND } from '../builders/service';
import type { Queryable } from '../db/client';
import { builderProfiles, builderProjects, users, type ProjectRow, type UserRow } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/errors';
import type { MediaStorage } from '../media/storage';
import { backToReview } from '../review/resubmit';
import { imagesOf, itemsWithPendingRevisions, replaceImages, revisionOf, revisionsOf } from '../review/revisionQueries';
import { saveLiveItemEdit } from '../review/revisions';
import type { ProjectForm } from './form';
import { planMedia, type ProjectImage } from './media';
import { columnsOf, projectMediaKeys, selectProjects, toProjects, toProjectWithRevision } from './records';

/** Owners and staff see a project in any review state; everyone else sees approved ones only. */
const canSee = (project: ProjectRow, viewer: UserRow | null) =>
  project.reviewState === 'approved' || viewer?.id === project.ownerId || viewer?.isStaff === true;

/** Owners and staff read a live project's waiting edit beside it (docs/review.md#revisions). */
const readsRevisions = (row: ProjectRow, viewer: UserRow | null) => viewer?.id === row.ownerId || viewer?.isStaff;

type ProjectRecord = { row: ProjectRow; media: Parameters<typeof toProjectWithRevision>[0]['media'] };

/** The answers of the records, each with its revision for the owner or staff reading it. */
export async function projectAnswers<Record extends ProjectRecord>(
  q: Queryable,
  storage: MediaStorage,
  records: Record[],
  viewer: UserRow | null,
): Promise<(BuilderProject & { record: Record })[]> {
  const ids = records.filter((record) => readsRevisions(record.row, viewer)).map((record) => record.row.id);
  const revisions = await revisionsOf(q, 'project', ids);
  return records.map((record) => ({
    ...toProjectWithRevision(record, revisions.get(record.row.id), storage),
    record,
  }));
}

const withoutRecord = <T extends { record: unknown }>({ record: _record, ...answer }: T) => answer;

/** The project with its builder, as the viewer may see it: one query. A project under review is said not to exist. */
export async function projectFor(q: Queryable, storage: MediaStorage, id: string, viewer: UserRow | null) {
  const [found] = await q
    .select({ row: builderProjects, media: projectMediaKeys, owner: users, profile: builderProfiles })
    .from(builderProjects)
    .innerJoin(users, eq(users.id, builderProjects.ownerId))
    .leftJoin(builderProfiles, eq(builderProfiles.userId, builderProjects.ownerId))
    .where(eq(builderProjects.id, id));
  if (!found || !canSee(found.row, viewer)) throw notFound(projectMessages.notFound);
  const [project] = await projectAnswers(q, storage, [found], viewer);
  return {
    ...withoutRecord(project!),
    builder: toBuilderProfile(found.owner, found.profile ?? undefined, storage),
  };
}

/** The project of an owner's action: 404 when there is none, 403 (with the action's message) when not theirs. */
export async function ownProjectRow(q: Queryable, id: string, owner: UserRow, notYours: string) {
  const [row] = await q.select().from(builderProjects).where(eq(builderProjects.id, id));
  if (!row) throw notFound(projectMessages.notFound);
  if (row.ownerId !== owner.id) throw forbidden(notYours);
  return row;
}

/** The validated fields and media plan of a create or edit: the first docs/wizard.md#wizard-rules-order message otherwise. */
export function checkedProject(form: ProjectForm, saved: ProjectImage[], storage: MediaStorage) {
  const checked = checkProjectForm(form.parts, (keptMedia) => planMedia(saved, keptMedia, form, storage).counts);
  if (!checked.ok) throw badRequest(checked.message);
  return { columns: columnsOf(checked.fields), plan: planMedia(saved, checked.keptMedia, form, storage) };
}

/** A new project, waiting for review, with its photos. */
export async function insertProject(
  tx: Queryable,
  owner: UserRow,
  columns: ReturnType<typeof columnsOf>,
  images: ProjectImage[],
  now: Date,
) {
  const [row] = await tx
    .insert(builderProjects)
    .values({ ...columns, ownerId: owner.id, reviewState: 'pending_review', createdAt: now, updatedAt: now })
    .returning({ id: builderProjects.id });
  if (!row) throw new Error('insert returned no row');
  await replaceImages(tx, 'project', row.id, images);
  return row.id;
}

/** The photos an edit starts from: the waiting edit's when there is one, else the saved ones. */
export async function imagesToEdit(q: Queryable, row: ProjectRow): Promise<ProjectImage[]> {
  const revision = row.reviewState === 'approved' ? await revisionOf(q, 'project', row.id) : null;
  const images = revision ? revision.images : await imagesOf(q, 'project', row.id);
  return images.map((image) => ({ ...image, kind: image.kind ?? 'additional' }));
}

/**
 * A builder's edit, in the save's transaction: a project never approved goes back to the team as
 * it is; a live one keeps its published version while the edit waits (docs/review.md#revisions),
 * unless the edit goes live at once.
 */
export async function saveProjectEdit(
  tx: Queryable,
  row: ProjectRow,
  edit: { columns: ReturnType<typeof columnsOf>; images: ProjectImage[] },
  now: Date,
) {
  if (row.reviewState !== 'approved') {
    await tx
      .update(builderProjects)
      .set({ ...edit.columns, ...backToReview(now) })
      .where(eq(builderProjects.id, row.id));
    await replaceImages(tx, 'project', row.id, edit.images);
    return { publicChanged: false, dropped: [] };
  }
  const { live, dropped } = await saveLiveItemEdit(
    tx,
    { kind: 'project', id: row.id, ownerId: row.ownerId, published: row, ...edit },
    now,
  );
  return { publicChanged: live, dropped };
}

/** The builder's projects, newest first, each with its waiting edit. */
export async function ownerProjects(q: Queryable, storage: MediaStorage, owner: UserRow) {
  const records = await selectProjects(q)
    .where(eq(builderProjects.ownerId, owner.id))
    .orderBy(desc(builderProjects.createdAt));
  return (await projectAnswers(q, storage, records, owner)).map(withoutRecord);
}

/** What staff review: new projects and live projects' waiting edits, the longest-waiting first, with their builders. */
export async function projectQueue(q: Queryable, storage: MediaStorage, staff: UserRow) {
  const revised = await itemsWithPendingRevisions(q, 'project');
  const records = await q
    .select({
      row: builderProjects,
      media: projectMediaKeys,
      builder: { name: users.name, email: users.email, username: users.username },
    })
    .from(builderProjects)
    .innerJoin(users, eq(users.id, builderProjects.ownerId))
    .where(or(eq(builderProjects.reviewState, 'pending_review'), inArray(builderProjects.id, revised)))
    .orderBy(asc(builderProjects.updatedAt));
  const answers = (await projectAnswers(q, storage, records, staff)).map(({ record, ...project }) => ({
    ...project,
    builder: record.builder,
  }));
  const waitingSince = (project: Pick<BuilderProject, 'revision' | 'updatedAt'>) =>
    project.revision?.updatedAt ?? project.updatedAt ?? '';
  return answers.sort((a, b) => waitingSince(a).localeCompare(waitingSince(b)));
}

/** Deletes the project (its rows cascade): the images it and its waiting edit held, for the sweep. */
export async function deleteProject(q: Queryable, id: string) {
  const published = await imagesOf(q, 'project', id);
  const revision = await revisionOf(q, 'project', id);
  await q.delete(builderProjects).where(eq(builderProjects.id, id));
  return [...published, ...(revision?.images ?? [])];
}

/** Public (docs/portfolio.md#portfolio-page): a builder's approved projects only, newest first. */
export async function projectsOfBuilder(q: Queryable, storage: MediaStorage, builderId: string) {
  const builder = await builderById(q, builderId);
  if (!builder) throw notFound(BUILDER_NOT_FOUND);
  const records = await selectProjects(q)
    .where(and(eq(builderProjects.ownerId, builder.id), eq(builderProjects.reviewState, 'approved')))
    .orderBy(desc(builderProjects.createdAt));
  return toProjects(records, storage);
}

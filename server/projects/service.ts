import { projectMessages, withProjectRateFlag, type BuilderProject } from '@/api/contract';
import { checkProjectForm } from '@/api/projectFormData';
import { toBuilderProfile } from '../builders/profile';
import { builderById } from '../builders/queries';
import { BUILDER_NOT_FOUND } from '../builders/service';
import type { Queryable } from '../db/client';
import type { ProjectRow, UserRow } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/errors';
import type { MediaStorage } from '../media/storage';
import { revisionsOf } from '../review/revisionQueries';
import { imagesToEdit } from '../review/revisions';
import { columnsOf, toProjects, toProjectWithRevision } from './answers';
import type { ProjectForm } from './form';
import { planMedia, type ProjectImage } from './media';
import {
  approvedProjectsOf,
  projectRecordsOfOwner,
  projectRowById,
  projectsWaitingForReview,
  projectWithBuilder,
  type ProjectRecord,
} from './queries';

/** Owners and staff see a project in any review state; everyone else sees approved ones only. */
const canSee = (project: ProjectRow, viewer: UserRow | null) =>
  project.reviewState === 'approved' || viewer?.id === project.ownerId || viewer?.isStaff === true;

/** Owners and staff read a live project's waiting edit beside it (docs/review.md#revisions). */
const readsRevisions = (row: ProjectRow, viewer: UserRow | null) => viewer?.id === row.ownerId || viewer?.isStaff;

/** The answers of the records, in their order, each with its revision for the owner or staff reading it. */
export async function projectAnswers(
  q: Queryable,
  storage: MediaStorage,
  records: ProjectRecord[],
  viewer: UserRow | null,
): Promise<BuilderProject[]> {
  const ids = records.filter((record) => readsRevisions(record.row, viewer)).map((record) => record.row.id);
  const revisions = await revisionsOf(q, 'project', ids);
  return records.map((record) => toProjectWithRevision(record, revisions.get(record.row.id), storage));
}

/** The project with its builder, as the viewer may see it: one query. A project under review is said not to exist. */
export async function projectFor(q: Queryable, storage: MediaStorage, id: string, viewer: UserRow | null) {
  const found = await projectWithBuilder(q, id);
  if (!found || !canSee(found.row, viewer)) throw notFound(projectMessages.notFound);
  const [project] = await projectAnswers(q, storage, [found], viewer);
  return { ...project!, builder: toBuilderProfile(found.owner, found.profile ?? undefined, storage) };
}

/** The project of an owner's action: 404 when there is none, 403 (with the action's message) when not theirs. */
export async function ownProjectRow(q: Queryable, id: string, owner: UserRow, notYours: string) {
  const row = await projectRowById(q, id);
  if (!row) throw notFound(projectMessages.notFound);
  if (row.ownerId !== owner.id) throw forbidden(notYours);
  return row;
}

/** The validated fields and media plan of a create or edit: the first docs/wizard.md#wizard-rules-order message otherwise. */
export function checkedProject(form: ProjectForm, saved: ProjectImage[], storage: MediaStorage) {
  const checked = checkProjectForm(form.parts, (keptMedia) => planMedia(saved, keptMedia, form, storage).counts);
  if (!checked.ok) throw badRequest(checked.message);
  return {
    columns: columnsOf(checked.fields),
    pin: checked.fields.place,
    plan: planMedia(saved, checked.keptMedia, form, storage),
  };
}

/** The photos an edit starts from (imagesToEdit), each with its kind. */
export async function projectImagesToEdit(q: Queryable, row: ProjectRow): Promise<ProjectImage[]> {
  const images = await imagesToEdit(q, 'project', row);
  return images.map((image) => ({ ...image, kind: image.kind ?? 'additional' }));
}

/** The builder's projects, newest first, each with its waiting edit. */
export async function ownerProjects(q: Queryable, storage: MediaStorage, owner: UserRow) {
  return projectAnswers(q, storage, await projectRecordsOfOwner(q, owner.id), owner);
}

/** What staff review: new projects and live projects' waiting edits, the longest-waiting first, with their builders. */
export async function projectQueue(q: Queryable, storage: MediaStorage, staff: UserRow) {
  const records = await projectsWaitingForReview(q);
  const answers = await projectAnswers(q, storage, records, staff);
  return answers.map((project, i) => withProjectRateFlag({ ...project, builder: records[i]!.builder }));
}

/** Public (docs/portfolio.md#portfolio-page): a builder's approved projects only, newest first. */
export async function projectsOfBuilder(q: Queryable, storage: MediaStorage, builderId: string) {
  const builder = await builderById(q, builderId);
  if (!builder) throw notFound(BUILDER_NOT_FOUND);
  return toProjects(await approvedProjectsOf(q, builder.id), storage);
}

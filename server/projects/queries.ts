import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import {
  builderProfiles,
  builderProjects,
  projectMedia,
  revisions,
  users,
  type MediaRow,
  type NewProjectRow,
  type ProjectRow,
  type RevisionImage,
} from '../db/schema';
import { deleteItem, insertItem, reviewQueue } from '../review/itemQueries';

/** What an answer reads of a media row. */
export type MediaKeys = Pick<MediaRow, 'kind' | 'fileKey' | 'cardKey'> & { width?: number | null };

/** Each project's media, by kind and position, as a JSON array in the project's own row: no query per list. */
const projectMediaKeys = sql<
  MediaKeys[]
>`coalesce((select json_agg(json_build_object('kind', m.kind, 'fileKey', m.file_key,
  'cardKey', m.card_key, 'width', m.width) order by m.kind, m.position) from ${projectMedia} m where m.project_id = ${builderProjects}.id),
  '[]'::json)`;

/** Projects with their media, in one query: the caller adds joins, the condition and the order. */
export const selectProjects = (q: Queryable) =>
  q.select({ row: builderProjects, media: projectMediaKeys }).from(builderProjects);

/** What a project's answer is made of (./answers). */
export type ProjectRecord = { row: ProjectRow; media: MediaKeys[] };

export async function projectRowById(q: Queryable, id: string) {
  const [row] = await q.select().from(builderProjects).where(eq(builderProjects.id, id));
  return row ?? null;
}

/** The project with its builder's account and profile, in one query. */
export async function projectWithBuilder(q: Queryable, id: string) {
  const [found] = await q
    .select({ row: builderProjects, media: projectMediaKeys, owner: users, profile: builderProfiles })
    .from(builderProjects)
    .innerJoin(users, eq(users.id, builderProjects.ownerId))
    .leftJoin(builderProfiles, eq(builderProfiles.userId, builderProjects.ownerId))
    .where(eq(builderProjects.id, id));
  return found ?? null;
}

/** The builder's projects, newest first. */
export const projectRecordsOfOwner = (q: Queryable, ownerId: string) =>
  selectProjects(q).where(eq(builderProjects.ownerId, ownerId)).orderBy(desc(builderProjects.createdAt));

/** The builder's approved projects, newest first. */
export const approvedProjectsOf = (q: Queryable, ownerId: string) =>
  selectProjects(q)
    .where(and(eq(builderProjects.ownerId, ownerId), eq(builderProjects.reviewState, 'approved')))
    .orderBy(desc(builderProjects.createdAt));

/** Staff's queue of projects, the longest-waiting first (reviewQueue), each with its builder's name and addresses. */
export function projectsWaitingForReview(q: Queryable) {
  const queue = reviewQueue('project');
  return q
    .select({
      row: builderProjects,
      media: projectMediaKeys,
      builder: { name: users.name, email: users.email, username: users.username },
    })
    .from(builderProjects)
    .innerJoin(users, eq(users.id, builderProjects.ownerId))
    .leftJoin(revisions, queue.revision)
    .where(queue.waiting)
    .orderBy(...queue.order);
}

/** A new project, waiting for review, with its photos: its id. */
export const insertProject = (tx: Queryable, project: NewProjectRow, images: RevisionImage[], now: Date) =>
  insertItem(tx, 'project', project, images, now);

/** Deletes the project (its media, favourites and revision cascade): the images it held. */
export const deleteProject = (q: Queryable, id: string) => deleteItem(q, 'project', id);

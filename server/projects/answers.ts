import type { BuilderProject, BuilderProjectFields, ProjectMedia } from '@/api/contract';
import { detailSectionOf, projectPriceAndArea } from '@/api/projectFormData';
import type { MediaRow, RevisedProjectColumns, RevisionRow } from '../db/schema';
import type { MediaStorage } from '../media/storage';
import { photoVariants } from '../media/variants';
import { placeOfRow } from '../places/itemPlaces';
import { toRevision } from '../review/revisions';
import type { MediaKeys, ProjectRecord } from './queries';

type Section = NonNullable<ReturnType<typeof detailSectionOf>>;
const sections: Section[] = ['villaDetails', 'flatDetails', 'shopDetails', 'officeDetails', 'mixedUseDetails'];

const trimmed = <T extends Record<string, string | undefined>>(values: T) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v?.trim()])) as T;

/** The columns of a validated project, what a save writes: only the detail section of its own kind is kept. */
export function columnsOf(fields: BuilderProjectFields): RevisedProjectColumns {
  const section = detailSectionOf(fields);
  if (!section || !fields.propertyType || !fields.projectStatus) throw new Error('columnsOf needs a validated project');
  const { landmark, ...location } = trimmed(fields.location);
  return {
    propertyType: fields.propertyType,
    residentialType: fields.propertyType === 'residential' ? fields.residentialType || null : null,
    commercialType: fields.propertyType === 'commercial' ? fields.commercialType || null : null,
    projectStatus: fields.projectStatus,
    // docs/wizard.md#completion-timeline: a completed project has no timeline.
    completionTimeline: fields.projectStatus === 'completed' ? null : fields.completionTimeline || null,
    projectName: fields.projectName.trim(),
    description: fields.description.trim(),
    location: landmark ? { ...location, landmark } : location,
    reraNumber: fields.reraNumber.trim() || null,
    ...Object.fromEntries(sections.map((name) => [name, name === section ? fields[name] : null])),
    ...projectPriceAndArea(fields, section),
  };
}

export function mediaUrls(rows: MediaKeys[], storage: MediaStorage): ProjectMedia & { bannerCard: string | null } {
  const urls = (kind: MediaRow['kind']) => rows.filter((r) => r.kind === kind).map((r) => storage.url(r.fileKey));
  const banner = rows.find((r) => r.kind === 'banner');
  return {
    bannerPhoto: banner ? storage.url(banner.fileKey) : null,
    blueprintPhotos: urls('blueprint'),
    additionalPhotos: urls('additional'),
    // The 640 px WebP for cards: an addition to the contract's media, ignored by older clients.
    bannerCard: banner ? storage.url(banner.cardKey) : null,
  };
}

/** docs/media.md#variants: media's photos with their variants, each URL once. */
const mediaPhotos = (rows: MediaKeys[], storage: MediaStorage) =>
  [...new Map(rows.map((r) => [r.fileKey, r])).values()].map((r) => ({
    url: storage.url(r.fileKey),
    variants: photoVariants(storage, r.fileKey, r.width),
  }));

/** A saved project as the contract's builderProjectSchema describes it. */
export function toProject({ row, media }: ProjectRecord, storage: MediaStorage): BuilderProject {
  const optional = <K extends string, V>(key: K, value: V | null) => (value === null ? {} : { [key]: value });
  return {
    _id: row.id,
    postedBy: row.ownerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    propertyType: row.propertyType,
    ...optional('residentialType', row.residentialType),
    ...optional('commercialType', row.commercialType),
    projectStatus: row.projectStatus,
    ...optional('completionTimeline', row.completionTimeline),
    projectName: row.projectName,
    description: row.description,
    location: row.location,
    place: placeOfRow(row),
    ...optional('reraNumber', row.reraNumber),
    ...Object.fromEntries(sections.flatMap((name) => (row[name] ? [[name, row[name]]] : []))),
    media: mediaUrls(media, storage),
    mediaPhotos: mediaPhotos(media, storage),
    expectedPrice: row.expectedPrice,
    totalArea: row.totalArea,
    reviewState: row.reviewState,
    ...optional('reviewReason', row.reviewReason),
  };
}

/** The answers of records of selectProjects, in their order. */
export const toProjects = (records: ProjectRecord[], storage: MediaStorage) =>
  records.map((record) => toProject(record, storage));

/**
 * The owner's or staff's answer: the published project with its waiting or rejected edit, read as
 * the project would read once approved (docs/review.md#revisions).
 */
export function toProjectWithRevision(
  record: ProjectRecord,
  revision: RevisionRow | undefined,
  storage: MediaStorage,
): BuilderProject {
  const project = toProject(record, storage);
  if (!revision) return project;
  const columns = revision.columns as RevisedProjectColumns;
  const images = revision.images.map((image) => ({ ...image, kind: image.kind ?? 'additional' }));
  const version = toProject(
    { row: { ...record.row, ...columns, updatedAt: revision.updatedAt }, media: images },
    storage,
  );
  return { ...project, revision: toRevision(revision, version) };
}

import { HttpResponse } from 'msw';
import {
  apiPaths,
  photoMessages,
  projectMessages,
  revisionMessages,
  type BuilderProject,
  type BuilderProjectFields,
  type MediaCounts,
  type ProjectMedia,
  uploadedMediaField,
} from '@/api/contract';
import { checkProjectForm, detailSectionOf, projectPriceAndArea } from '@/api/projectFormData';
import { accountOf, db } from '../db';
import { mockKmFromLocalityCentre } from '../distance';
import { aProject } from '../factories';
import { asReadBy, editBase, saveLiveEdit } from '../revisions';
import { mockPlaceOfSave } from '../places';
import { stagedPhotosOf } from './photoUploads';
import { badRequest, endpoint, idempotentEndpoint, forbidden, unauthorized } from './scenario';

/** Like the server: approved projects are public; the owner and staff see theirs in any review state. */
const get = endpoint('get', apiPaths.builderProject(':id'), ({ request, params }) => {
  const viewer = accountOf(request);
  const project = db.projects.find((p) => p._id === params.id);
  const visible =
    project && (project.reviewState === 'approved' || viewer?._id === project.postedBy || viewer?.isStaff === true);
  if (!visible) return HttpResponse.json({ message: projectMessages.notFound }, { status: 404 });
  return HttpResponse.json({
    ...withBuilder(asReadBy(project, viewer)),
    kmFromLocalityCentre: mockKmFromLocalityCentre('builder-project', project._id, project.place),
  });
});

/** The project page's answer: the project with its builder's card, when the db has the builder. */
function withBuilder<Project extends Omit<BuilderProject, 'revision'>>(project: Project) {
  const builder = db.builders.find((b) => b._id === project.postedBy);
  return builder ? { ...project, builder } : project;
}

const fileCount = (form: FormData, name: string) => form.getAll(name).filter((part) => part instanceof File).length;

/** The mocks keep no uploads: each new photo shows as a stock image. */
const stockImage = {
  bannerPhoto: '/mock-media/flat.jpg',
  blueprintPhotos: '/mock-media/blueprint.jpg',
  additionalPhotos: '/mock-media/flat.jpg',
};

type MediaField = keyof typeof stockImage;
const mediaFields = Object.keys(stockImage) as MediaField[];

/** The keys of photos uploaded ahead, per field (docs/api.md#photo-uploads); null when unreadable or unknown. */
function stagedKeysOf(form: FormData): Record<MediaField, string[]> | null {
  const raw = form.get(uploadedMediaField);
  let value: unknown = {};
  try {
    if (typeof raw === 'string') value = JSON.parse(raw);
  } catch {
    return null;
  }
  const keys = Object.fromEntries(
    mediaFields.map((field) => {
      const named = (value as Record<string, unknown>)[field] ?? [];
      return [field, typeof named === 'string' ? [named] : named];
    }),
  ) as Record<MediaField, string[]>;
  return Object.values(keys).every((list) => Array.isArray(list) && stagedPhotosOf(list)) ? keys : null;
}

/**
 * Like the server's planMedia: new photos (uploaded ahead, then files) plus the saved media kept
 * (all of it when the edit names none); `names` tell the new photos from the saved ones
 * (docs/review.md#edits-live-at-once).
 */
function planMedia(
  form: FormData,
  staged: Record<MediaField, string[]>,
  saved: ProjectMedia | null,
  kept: ProjectMedia | null,
) {
  const files = (name: MediaField) => Array.from({ length: fileCount(form, name) }, (_, i) => i);
  const added = (name: MediaField) => [
    ...stagedPhotosOf(staged[name])!.map((photo) => photo.url),
    ...files(name).map(() => stockImage[name]),
  ];
  const keptOf = (name: 'blueprintPhotos' | 'additionalPhotos') =>
    (saved?.[name] ?? []).filter((url) => !kept || kept[name].includes(url));
  const newBanner = added('bannerPhoto').length > 0;
  const keptBanner = saved?.bannerPhoto && (!kept || kept.bannerPhoto === saved.bannerPhoto) && !newBanner;
  const media: ProjectMedia = {
    bannerPhoto: newBanner ? added('bannerPhoto')[0]! : keptBanner ? saved.bannerPhoto : null,
    blueprintPhotos: [...keptOf('blueprintPhotos'), ...added('blueprintPhotos')],
    additionalPhotos: [...keptOf('additionalPhotos'), ...added('additionalPhotos')],
  };
  const named = (name: MediaField, keptUrls: unknown[]) => [
    ...keptUrls,
    ...stagedPhotosOf(staged[name])!.map((photo) => photo.url),
    ...files(name).map((i) => ({ upload: `${name} ${i}` })),
  ];
  const counts: MediaCounts = {
    banner: added('bannerPhoto').length + (keptBanner ? 1 : 0),
    blueprints: media.blueprintPhotos.length,
  };
  const names = [
    named('bannerPhoto', newBanner || !keptBanner ? [] : [saved.bannerPhoto]),
    named('blueprintPhotos', keptOf('blueprintPhotos')),
    named('additionalPhotos', keptOf('additionalPhotos')),
  ];
  return { counts, media, names };
}

/** The fields and media of a create or edit, checked by the contract's rules as the server checks them. */
async function checkedProject(request: Request, saved: ProjectMedia | null) {
  const form = await request.formData();
  const text: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') text[name] = value;
  const staged = stagedKeysOf(form);
  if (!staged) return { ok: false as const, message: photoMessages.stagedGone };
  const checked = checkProjectForm(text, (kept) => planMedia(form, staged, saved, kept).counts);
  return checked.ok ? { ...checked, ...planMedia(form, staged, saved, checked.keptMedia) } : checked;
}

/** The names of a saved project's images, as planMedia names the ones it keeps. */
const imageNamesOf = ({ bannerPhoto, blueprintPhotos, additionalPhotos }: ProjectMedia) => [
  bannerPhoto ? [bannerPhoto] : [],
  blueprintPhotos,
  additionalPhotos,
];

const kindOfSection = {
  villaDetails: 'villa',
  flatDetails: 'flat',
  shopDetails: 'shops',
  officeDetails: 'office',
  mixedUseDetails: 'mixed',
} as const;

/**
 * The checked fields as the server saves them (docs/api.md#project-record): choices not made and
 * the other kinds' sections left out (undefined, so not in the JSON answer).
 */
function savedFields(fields: BuilderProjectFields) {
  const section = detailSectionOf(fields);
  const chosen = <Value extends string>(value: Value | '') => value || undefined;
  return {
    kind: section ? kindOfSection[section] : 'villa',
    record: {
      ...fields,
      ...(section ? projectPriceAndArea(fields, section) : {}),
      propertyType: chosen(fields.propertyType),
      residentialType: chosen(fields.residentialType),
      commercialType: chosen(fields.commercialType),
      projectStatus: chosen(fields.projectStatus),
      completionTimeline: chosen(fields.completionTimeline),
      reraNumber: fields.reraNumber.trim() || undefined,
      ...Object.fromEntries(
        Object.keys(kindOfSection).map((name) => [name, name === section ? fields[name] : undefined]),
      ),
    } as Partial<BuilderProject>,
  };
}

/** Like the server: only builders create; the rules refuse with their first message. */
const create = idempotentEndpoint('post', apiPaths.builderProjects, async ({ request }) => {
  const account = accountOf(request);
  if (!account) return unauthorized();
  if (account.role !== 'Builder') return forbidden(projectMessages.onlyBuilders);
  const checked = await checkedProject(request, null);
  if (!checked.ok) return badRequest(checked.message);
  const { kind, record } = savedFields(checked.fields);
  const project = aProject(kind, { ...record, postedBy: account._id, reviewState: 'pending_review' });
  project.place = mockPlaceOfSave(checked.fields.place, checked.fields.location.pincode, project._id);
  db.projects.push(project);
  return HttpResponse.json(project, { status: 201 });
});

/** The owner's project at `id`, or the refusal: 401 signed out, 404 missing, 403 someone else's. */
function ownProject(request: Request, id: unknown, notYours: string) {
  const account = accountOf(request);
  if (!account) return { error: unauthorized() };
  const index = db.projects.findIndex((p) => p._id === id);
  const project = db.projects[index];
  if (!project) return { error: HttpResponse.json({ message: projectMessages.notFound }, { status: 404 }) };
  if (project.postedBy !== account._id) return { error: forbidden(notYours) };
  return { index, project };
}

/**
 * Like the server: the owner alone edits, by the same rules. A live project keeps its published
 * version while the edit waits (docs/review.md#revisions); one never approved goes back to review.
 */
const update = endpoint('put', apiPaths.builderProject(':id'), async ({ request, params }) => {
  const own = ownProject(request, params.id, projectMessages.notYourProject);
  if (own.error) return own.error;
  const saved = own.project;
  const checked = await checkedProject(request, editBase(saved).media);
  if (!checked.ok) return badRequest(checked.message);
  const before = { place: saved.place, pincode: saved.location?.pincode };
  const { record: fields } = savedFields(checked.fields);
  const record = {
    ...fields,
    place: mockPlaceOfSave(checked.fields.place, checked.fields.location.pincode, saved._id, before),
  };
  const updated =
    saved.reviewState === 'approved'
      ? saveLiveEdit({
          kind: 'project',
          published: saved,
          fields: record,
          images: { media: checked.media },
          imageNames: { published: imageNamesOf(saved.media), edited: checked.names },
        })
      : { ...saved, ...record, media: checked.media, reviewState: 'pending_review' as const };
  db.projects[own.index] = updated;
  return HttpResponse.json(withBuilder(updated));
});

/** docs/review.md#revisions: the builder takes back the changes waiting (or rejected) beside the live version. */
const withdrawRevision = endpoint('delete', apiPaths.builderProjectRevision(':id'), ({ request, params }) => {
  const own = ownProject(request, params.id, projectMessages.notYourProject);
  if (own.error) return own.error;
  if (!own.project.revision) return HttpResponse.json({ message: revisionMessages.noRevision }, { status: 404 });
  const { revision: _revision, ...project } = own.project;
  db.projects[own.index] = project;
  return HttpResponse.json({ message: revisionMessages.withdrawn, project: withBuilder(project) });
});

const mine = endpoint('get', apiPaths.myBuilderProjects, ({ request }) => {
  const account = accountOf(request);
  if (!account) return unauthorized();
  if (account.role !== 'Builder') return forbidden(projectMessages.onlyBuildersHaveProjects);
  const own = db.projects.filter((p) => p.postedBy === account._id);
  return HttpResponse.json(own.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt)));
});

const remove = endpoint('delete', apiPaths.builderProject(':id'), ({ request, params }) => {
  const own = ownProject(request, params.id, projectMessages.notYourProjectToDelete);
  if (own.error) return own.error;
  db.projects = db.projects.filter((p) => p !== own.project);
  return HttpResponse.json({ message: projectMessages.deleted });
});

export const builderProjects = {
  get: { ...get, notFound: get.answer(404, { message: projectMessages.notFound }) },
  create,
  update,
  mine: { ...mine, empty: mine.answer(200, []) },
  remove,
  withdrawRevision,
};

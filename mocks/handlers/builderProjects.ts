import { HttpResponse } from 'msw';
import {
  apiPaths,
  projectMessages,
  type BuilderProject,
  type BuilderProjectFields,
  type MediaCounts,
  type ProjectMedia,
} from '@/api/contract';
import { checkProjectForm, detailSectionOf } from '@/api/projectFormData';
import { accountOf, db } from '../db';
import { aProject } from '../factories';
import { badRequest, endpoint, idempotentEndpoint, forbidden, unauthorized } from './scenario';

/** Like the server: approved projects are public; the owner and staff see theirs in any review state. */
const get = endpoint('get', apiPaths.builderProject(':id'), ({ request, params }) => {
  const viewer = accountOf(request);
  const project = db.projects.find((p) => p._id === params.id);
  const visible =
    project && (project.reviewState === 'approved' || viewer?._id === project.postedBy || viewer?.isStaff === true);
  if (!visible) return HttpResponse.json({ message: projectMessages.notFound }, { status: 404 });
  const builder = db.builders.find((b) => b._id === project.postedBy);
  return HttpResponse.json(builder ? { ...project, builder } : project);
});

const fileCount = (form: FormData, name: string) => form.getAll(name).filter((part) => part instanceof File).length;

/** Like the server's planMedia: new files plus the saved media kept (all of it when the edit names none). */
function mediaCounts(form: FormData, saved: ProjectMedia | null) {
  return (kept: ProjectMedia | null): MediaCounts => {
    const newBanner = fileCount(form, 'bannerPhoto') > 0;
    const keptBanner = saved?.bannerPhoto && (!kept || kept.bannerPhoto === saved.bannerPhoto) && !newBanner;
    const keptBlueprints = (saved?.blueprintPhotos ?? []).filter((url) => !kept || kept.blueprintPhotos.includes(url));
    return {
      banner: fileCount(form, 'bannerPhoto') + (keptBanner ? 1 : 0),
      blueprints: fileCount(form, 'blueprintPhotos') + keptBlueprints.length,
    };
  };
}

/** The fields of a create or edit, checked by the contract's rules as the server checks them. */
async function checkedProject(request: Request, saved: ProjectMedia | null) {
  const form = await request.formData();
  const text: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') text[name] = value;
  return checkProjectForm(text, mediaCounts(form, saved));
}

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
  db.projects.push(project);
  return HttpResponse.json(project, { status: 201 });
});

/** Like the server: the owner alone edits, by the same rules; the edited project answers, back in review. */
const update = endpoint('put', apiPaths.builderProject(':id'), async ({ request, params }) => {
  const account = accountOf(request);
  if (!account) return unauthorized();
  const index = db.projects.findIndex((p) => p._id === params.id);
  const saved = db.projects[index];
  if (!saved) return HttpResponse.json({ message: projectMessages.notFound }, { status: 404 });
  if (saved.postedBy !== account._id) return forbidden(projectMessages.notYourProject);
  const checked = await checkedProject(request, saved.media);
  if (!checked.ok) return badRequest(checked.message);
  const updated = { ...saved, ...savedFields(checked.fields).record, reviewState: 'pending_review' as const };
  db.projects[index] = updated;
  return HttpResponse.json(updated);
});

const mine = endpoint('get', apiPaths.myBuilderProjects, ({ request }) => {
  const account = accountOf(request);
  if (!account) return unauthorized();
  if (account.role !== 'Builder') return forbidden(projectMessages.onlyBuildersHaveProjects);
  const own = db.projects.filter((p) => p.postedBy === account._id);
  return HttpResponse.json(own.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt)));
});

const remove = endpoint('delete', apiPaths.builderProject(':id'), ({ request, params }) => {
  const account = accountOf(request);
  if (!account) return unauthorized();
  const project = db.projects.find((p) => p._id === params.id);
  if (!project) return HttpResponse.json({ message: projectMessages.notFound }, { status: 404 });
  if (project.postedBy !== account._id) return forbidden(projectMessages.notYourProjectToDelete);
  db.projects = db.projects.filter((p) => p !== project);
  return HttpResponse.json({ message: projectMessages.deleted });
});

export const builderProjects = {
  get: { ...get, notFound: get.answer(404, { message: projectMessages.notFound }) },
  create,
  update,
  mine: { ...mine, empty: mine.answer(200, []) },
  remove,
};

import { HttpResponse } from 'msw';
import { apiPaths } from '@/api/contract';
import { parseProjectFormFields } from '@/api/projectFormData';
import { accountOf, db } from '../db';
import { aProject } from '../factories';
import { badRequest, endpoint, forbidden, unauthorized } from './scenario';

/** Like the server: approved projects are public; the owner and staff see theirs in any review state. */
const get = endpoint('get', apiPaths.builderProject(':id'), ({ request, params }) => {
  const viewer = accountOf(request);
  const project = db.projects.find((p) => p._id === params.id);
  const visible =
    project && (project.reviewState === 'approved' || viewer?._id === project.postedBy || viewer?.isStaff === true);
  if (!visible) return HttpResponse.json({ message: 'Property not found' }, { status: 404 });
  const builder = db.builders.find((b) => b._id === project.postedBy);
  return HttpResponse.json(builder ? { ...project, builder } : project);
});

async function readProject(request: Request) {
  if (!request.headers.get('authorization')) return { error: unauthorized() };
  const form = await request.formData();
  const text: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') text[name] = value;
  const parsed = parseProjectFormFields(text);
  return parsed.ok ? { parsed } : { error: badRequest(parsed.message) };
}

const create = endpoint('post', apiPaths.builderProjects, async ({ request }) => {
  const { error, parsed } = await readProject(request);
  if (error) return error;
  const project = aProject('villa', { ...parsed.fields, reviewState: 'pending_review' } as never);
  db.projects.push(project);
  return HttpResponse.json(project, { status: 201 });
});

const update = endpoint('put', apiPaths.builderProject(':id'), async ({ request, params }) => {
  const { error, parsed } = await readProject(request);
  if (error) return error;
  const index = db.projects.findIndex((p) => p._id === params.id);
  if (index < 0) return HttpResponse.json({ message: 'Property not found' }, { status: 404 });
  // Like the server: the edited project answers, back in review.
  const updated = {
    ...db.projects[index]!,
    ...parsed.fields,
    reviewState: 'pending_review' as const,
  } as (typeof db.projects)[number];
  db.projects[index] = updated;
  return HttpResponse.json(updated);
});

const mine = endpoint('get', apiPaths.myBuilderProjects, ({ request }) => {
  const account = accountOf(request);
  if (!account) return unauthorized();
  if (account.role !== 'Builder') return forbidden('Only builders have builder projects');
  const own = db.projects.filter((p) => p.postedBy === account._id);
  return HttpResponse.json(own.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt)));
});

const remove = endpoint('delete', apiPaths.builderProject(':id'), ({ request, params }) => {
  const account = accountOf(request);
  if (!account) return unauthorized();
  const project = db.projects.find((p) => p._id === params.id);
  if (!project) return HttpResponse.json({ message: 'Property not found' }, { status: 404 });
  if (project.postedBy !== account._id) return forbidden("You don't have permission to delete this property");
  db.projects = db.projects.filter((p) => p !== project);
  return HttpResponse.json({ message: 'Property deleted' });
});

export const builderProjects = {
  get: { ...get, notFound: get.answer(404, { message: 'Property not found' }) },
  create,
  update,
  mine: { ...mine, empty: mine.answer(200, []) },
  remove,
};

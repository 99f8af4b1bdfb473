import { HttpResponse } from 'msw';
import { apiPaths } from '@/api/contract';
import { parseProjectFormFields } from '@/api/projectFormData';
import { db } from '../db';
import { aProject } from '../factories';
import { badRequest, endpoint, unauthorized } from './scenario';

const get = endpoint('get', apiPaths.builderProject(':id'), ({ request, params }) => {
  if (!request.headers.get('authorization')) return unauthorized();
  const project = db.projects.find((p) => p._id === params.id);
  return project ? HttpResponse.json(project) : HttpResponse.json({ message: 'Property not found' }, { status: 404 });
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

export const builderProjects = {
  get: { ...get, notFound: get.answer(404, { message: 'Property not found' }) },
  create,
  update,
};

import { HttpResponse } from 'msw';
import { apiPaths } from '@/api/contract';
import { db } from '../db';
import { endpoint } from './scenario';

const profile = endpoint('get', apiPaths.builderByUsername(':username'), ({ params }) => {
  const builder = db.builders.find((b) => b.username === params.username);
  return builder ? HttpResponse.json(builder) : HttpResponse.json({ message: 'Builder not found' }, { status: 404 });
});

const projects = endpoint('get', apiPaths.builderProjectsOf(':builderId'), ({ params }) => {
  if (!db.builders.some((b) => b._id === params.builderId))
    return HttpResponse.json({ message: 'Builder not found' }, { status: 404 });
  return HttpResponse.json(db.projects.filter((p) => p.postedBy === params.builderId && p.reviewState === 'approved'));
});

export const builders = {
  profile: { ...profile, notFound: profile.answer(404, { message: 'Builder not found' }) },
  projects: { ...projects, empty: projects.answer(200, []) },
};

import { HttpResponse } from 'msw';
import {
  apiPaths,
  builderProfileUpdateSchema,
  COMPANY_NAME_REQUIRED,
  USERNAME_TAKEN,
  type BuilderProfile,
  type BuilderProfileUpdate,
} from '@/api/contract';
import { isAcceptedImage } from '@/components/ImagePicker';
import { accountOf, db } from '../db';
import { withoutRevision } from '../factories';
import { badRequest, endpoint, forbidden, unauthorized } from './scenario';

const ONLY_BUILDERS = 'Only builders have a builder profile';

const profile = endpoint('get', apiPaths.builderByUsername(':username'), ({ params }) => {
  const builder = db.builders.find((b) => b.username === params.username);
  return builder ? HttpResponse.json(builder) : HttpResponse.json({ message: 'Builder not found' }, { status: 404 });
});

const projects = endpoint('get', apiPaths.builderProjectsOf(':builderId'), ({ params }) => {
  if (!db.builders.some((b) => b._id === params.builderId))
    return HttpResponse.json({ message: 'Builder not found' }, { status: 404 });
  const published = db.projects.filter((p) => p.postedBy === params.builderId && p.reviewState === 'approved');
  return HttpResponse.json(published.map(withoutRevision));
});

/** Like the server's signedInAs(Builder): the signed-in builder's profile, or the answer that refuses. */
function ownProfileOf(request: Request): { builder: BuilderProfile } | { refusal: Response } {
  const account = accountOf(request);
  if (!account) return { refusal: unauthorized() };
  if (account.role !== 'Builder') return { refusal: forbidden(ONLY_BUILDERS) };
  const builder = db.builders.find((b) => b._id === account._id);
  if (builder) return { builder };
  // A builder who never saved a profile: the account's own fields, as the server answers them.
  const fresh: BuilderProfile = {
    _id: account._id,
    username: account.username ?? '',
    name: account.name,
    email: account.email,
    ...(account.phone ? { phone: account.phone } : {}),
  };
  db.builders.push(fresh);
  return { builder: fresh };
}

/** The saved update: absent fields stay, blanks (null) clear. */
function applyUpdate(builder: BuilderProfile, update: BuilderProfileUpdate): BuilderProfile {
  const next: Record<string, unknown> = { ...builder };
  for (const [key, value] of Object.entries(update)) {
    if (value === undefined) continue;
    if (value === null || (Array.isArray(value) && value.length === 0)) delete next[key];
    else next[key] = value;
  }
  return next as BuilderProfile;
}

const me = endpoint('get', apiPaths.builderMeProfile, ({ request }) => {
  const own = ownProfileOf(request);
  return 'refusal' in own ? own.refusal : HttpResponse.json(own.builder);
});

const update = endpoint('put', apiPaths.builderMeProfile, async ({ request }) => {
  const own = ownProfileOf(request);
  if ('refusal' in own) return own.refusal;
  const parsed = builderProfileUpdateSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Invalid request');
  const { username } = parsed.data;
  if (username && username !== own.builder.username && db.builders.some((b) => b.username === username))
    return HttpResponse.json({ message: USERNAME_TAKEN }, { status: 409 });
  // docs/portfolio.md#company-name: left out only once one is saved, as the server rules.
  if (parsed.data.companyName === undefined && !own.builder.companyName?.trim())
    return badRequest(COMPANY_NAME_REQUIRED);
  const saved = applyUpdate(own.builder, parsed.data);
  db.builders = db.builders.map((b) => (b === own.builder ? saved : b));
  return HttpResponse.json(saved);
});

const photo = endpoint('post', apiPaths.builderMeProfilePhoto, async ({ request }) => {
  const own = ownProfileOf(request);
  if ('refusal' in own) return own.refusal;
  const form = await request.formData().catch(() => null);
  const file = form?.get('profilePhoto');
  if (!(file instanceof File)) return badRequest('Please choose a profile photo');
  // The server reads the bytes; the mock trusts the declared type, which the picker has already checked.
  if (!isAcceptedImage(file))
    return HttpResponse.json({ message: 'The profile photo must be a JPEG, PNG or WebP image' }, { status: 415 });
  const saved = { ...own.builder, profilePhoto: '/mock-media/builder.jpg' };
  db.builders = db.builders.map((b) => (b === own.builder ? saved : b));
  return HttpResponse.json(saved);
});

export const builders = {
  profile: { ...profile, notFound: profile.answer(404, { message: 'Builder not found' }) },
  projects: { ...projects, empty: projects.answer(200, []) },
  me,
  update: { ...update, usernameTaken: update.answer(409, { message: USERNAME_TAKEN }) },
  photo,
};

import { z } from 'zod';
import { apiPaths, builderProfileUpdateSchema } from '@/api/contract';
import { signedInAs } from '../http/auth';
import { badRequest } from '../http/errors';
import { readingMultipart } from '../http/multipart';
import { cacheTags } from '../http/responseCache';
import type { App, Services } from '../services';
import { portfolioOf, profileOf, replaceProfilePhoto, updateProfile } from './service';

const ONLY_BUILDERS = 'Only builders have a builder profile';

/** The public builder portfolio (docs/portfolio.md#portfolio-page) and the builder's own profile edit. */
export function builderRoutes(app: App, services: Services) {
  const { cache } = services;
  const signedInBuilder = (request: Parameters<typeof signedInAs>[1]) =>
    signedInAs(services, request, 'Builder', ONLY_BUILDERS);

  app.get(
    '/api/builders/username/:username',
    { schema: { params: z.object({ username: z.string().min(1).max(100) }) } },
    async (request, reply) => {
      const username = request.params.username.toLowerCase();
      return cache.serve(
        request,
        reply,
        { key: `portfolio ${username}`, tags: (profile) => [cacheTags.account(profile._id)] },
        () => portfolioOf(services, username),
      );
    },
  );

  app.get(apiPaths.builderMeProfile, async (request) => profileOf(services, await signedInBuilder(request)));

  app.put(apiPaths.builderMeProfile, { schema: { body: builderProfileUpdateSchema } }, async (request) =>
    updateProfile(services, await signedInBuilder(request), request.body),
  );

  app.post(apiPaths.builderMeProfilePhoto, async (request) => {
    const builder = await signedInBuilder(request);
    const bytes = await readingMultipart(async () => {
      const file = request.isMultipart() ? await request.file() : undefined;
      if (!file || file.fieldname !== 'profilePhoto') throw badRequest('Please choose a profile photo');
      return file.toBuffer();
    });
    return replaceProfilePhoto(services, builder, bytes, (error) =>
      request.log.error({ err: error }, 'could not remove the photo of a failed save'),
    );
  });
}

import { and, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { apiPaths, builderProfileUpdateSchema, USERNAME_TAKEN, type BuilderProfileUpdate } from '@/api/contract';
import { isUniqueViolation } from '../db/client';
import { builderProfiles, builderProjects, users, type UserRow } from '../db/schema';
import { signedInAs } from '../http/auth';
import { badRequest, conflict, notFound } from '../http/errors';
import { readingMultipart } from '../http/multipart';
import { cacheTags } from '../http/responseCache';
import { prepareImage } from '../media/images';
import { deleteUnusedObjects, savingUploads } from '../media/unused';
import { selectProjects, toProjects } from '../projects/records';
import type { App, Services } from '../services';
import { toBuilderProfile } from './profile';

export const BUILDER_NOT_FOUND = 'Builder not found';
const ONLY_BUILDERS = 'Only builders have a builder profile';

/** The public builder portfolio (docs/portfolio.md#portfolio-page) and the builder's own profile edit. */
export function builderRoutes(app: App, services: Services) {
  const { db, storage, config, cache } = services;

  async function profileOf(user: UserRow) {
    const [profile] = await db.select().from(builderProfiles).where(eq(builderProfiles.userId, user.id));
    return toBuilderProfile(user, profile, storage);
  }

  async function builderWhere(condition: SQL) {
    const [user] = await db
      .select()
      .from(users)
      .where(and(condition, eq(users.role, 'Builder')));
    if (!user) throw notFound(BUILDER_NOT_FOUND);
    return user;
  }

  /** The public profile of a username: the account and its profile in one query. */
  async function portfolioOf(username: string) {
    const [found] = await db
      .select({ user: users, profile: builderProfiles })
      .from(users)
      .leftJoin(builderProfiles, eq(builderProfiles.userId, users.id))
      .where(and(eq(users.username, username), eq(users.role, 'Builder')));
    if (!found) throw notFound(BUILDER_NOT_FOUND);
    return toBuilderProfile(found.user, found.profile ?? undefined, storage);
  }

  app.get(
    '/api/builders/username/:username',
    { schema: { params: z.object({ username: z.string().min(1).max(100) }) } },
    async (request, reply) => {
      const username = request.params.username.toLowerCase();
      return cache.serve(
        request,
        reply,
        { key: `portfolio ${username}`, tags: (profile) => [cacheTags.account(profile._id)] },
        () => portfolioOf(username),
      );
    },
  );

  app.get(
    '/api/builders/:builderId/properties',
    { schema: { params: z.object({ builderId: z.string().min(1).max(100) }) } },
    async (request, reply) => {
      const { builderId } = request.params;
      return cache.serve(
        request,
        reply,
        { key: `projects-of ${builderId}`, tags: [cacheTags.projectsOf(builderId)] },
        async () => {
          const builder = await builderWhere(eq(users.id, builderId));
          // Public: approved projects only, newest first.
          const records = await selectProjects(db)
            .where(and(eq(builderProjects.ownerId, builder.id), eq(builderProjects.reviewState, 'approved')))
            .orderBy(desc(builderProjects.createdAt));
          return toProjects(records, storage);
        },
      );
    },
  );

  app.get(apiPaths.builderMeProfile, async (request) =>
    profileOf(await signedInAs(services, request, 'Builder', ONLY_BUILDERS)),
  );

  app.put(apiPaths.builderMeProfile, { schema: { body: builderProfileUpdateSchema } }, async (request) => {
    const builder = await signedInAs(services, request, 'Builder', ONLY_BUILDERS);
    const { name, phone, username, ...company } = request.body;
    if (username && username !== builder.username) {
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
      if (taken) throw conflict(USERNAME_TAKEN);
    }
    const account = definedOnly({ name, phone, username });
    const user = await db
      .transaction(async (tx) => {
        await tx
          .insert(builderProfiles)
          .values({ userId: builder.id, ...definedOnly(company) })
          .onConflictDoUpdate({
            target: builderProfiles.userId,
            set: { ...definedOnly(company), updatedAt: config.now() },
          });
        if (Object.keys(account).length === 0) return builder;
        const [row] = await tx.update(users).set(account).where(eq(users.id, builder.id)).returning();
        return row ?? builder;
      })
      .catch((error: unknown) => {
        // Another builder took the name between the check and the save.
        throw isUniqueViolation(error) ? conflict(USERNAME_TAKEN) : error;
      });
    // The portfolio, and the builder shown on each project's page.
    await cache.invalidate([cacheTags.account(builder.id)]);
    return profileOf(user);
  });

  app.post(apiPaths.builderMeProfilePhoto, async (request) => {
    const builder = await signedInAs(services, request, 'Builder', ONLY_BUILDERS);
    const bytes = await readingMultipart(async () => {
      const file = request.isMultipart() ? await request.file() : undefined;
      if (!file || file.fieldname !== 'profilePhoto') throw badRequest('Please choose a profile photo');
      return file.toBuffer();
    });
    // Only the 640 px WebP is stored: a profile photo is never shown larger.
    const image = await prepareImage(bytes, 'The profile photo', { keepOriginal: false });
    const [old] = await db.select().from(builderProfiles).where(eq(builderProfiles.userId, builder.id));
    const profilePhoto = image.cardKey;
    await savingUploads(
      db,
      storage,
      [image],
      () =>
        db
          .insert(builderProfiles)
          .values({ userId: builder.id, profilePhoto })
          .onConflictDoUpdate({ target: builderProfiles.userId, set: { profilePhoto, updatedAt: config.now() } }),
      (error) => request.log.error({ err: error }, 'could not remove the photo of a failed save'),
    );
    if (old?.profilePhoto && old.profilePhoto !== profilePhoto)
      await deleteUnusedObjects(db, storage, [{ fileKey: old.profilePhoto, cardKey: old.profilePhoto }]);
    await cache.invalidate([cacheTags.account(builder.id)]);
    return profileOf(builder);
  });
}

/** Absent fields of a partial update stay as they are. */
function definedOnly<T extends Partial<BuilderProfileUpdate>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

import { request as httpRequest } from 'node:http';
import { readdir, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@/api/contract';
import { toProjectFormData } from '@/api/projectFormData';
import { builderProjects, projectMedia } from '../db/schema';
import { storeImage } from '../media/images';
import { sweepUnusedObjects } from '../media/unused';
import { testDatabaseKinds } from '../test/databases';
import { createProject, fileOf, projectFields, projectFiles, sendProject, testImage } from '../test/projects';
import { useTestApp } from '../test/testApp';

/**
 * Faults around a project upload (issue 11): a save that fails after its photos were written, a
 * client that goes away halfway through its upload, a server stopped between the photos and the
 * commit. Afterwards: no half-written project, no photo file nothing refers to, earlier data intact.
 */
describe.each(testDatabaseKinds())('a project upload interrupted on %s', (kind) => {
  const bed = useTestApp(kind, { builder: 'Builder' });
  let kept: string;

  beforeAll(async () => {
    // Saved before every fault: it must come through all of them untouched.
    kept = (await createProject(bed.t.app, bed.builder.token, 'villa'))._id;
  });

  const mediaFiles = async () =>
    (await readdir(bed.t.app.services.config.mediaDir, { recursive: true })).filter((f) => f.includes('.'));
  async function stored() {
    const db = bed.t.app.services.db;
    const [projects] = await db.select({ n: count() }).from(builderProjects);
    const [media] = await db.select({ n: count() }).from(projectMedia);
    return { projects: projects?.n, media: media?.n, files: (await mediaFiles()).sort() };
  }
  async function expectKeptProjectWhole() {
    const response = await bed.t.app.inject({
      method: 'GET',
      url: apiPaths.builderProject(kept),
      headers: { authorization: `Bearer ${bed.builder.token}` },
    });
    expect(response.statusCode).toBe(200);
    const { media } = response.json<{ media: { bannerPhoto: string; blueprintPhotos: string[] } }>();
    for (const url of [media.bannerPhoto, ...media.blueprintPhotos])
      expect((await bed.t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  }

  it('rolls the project back and removes its new photos when the save fails after they were written', async () => {
    const before = await stored();
    const db = bed.t.app.services.db;
    // The photo rows cannot be written: the project row inserted just before must go with them.
    await db.execute(sql`CREATE FUNCTION refuse_media() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'disk full'; END; $$ LANGUAGE plpgsql`);
    await db.execute(sql`CREATE TRIGGER refuse_media BEFORE INSERT ON project_media
      FOR EACH ROW EXECUTE FUNCTION refuse_media()`);
    const files = await projectFiles({
      additionalPhotos: [fileOf(await testImage('webp', '#123456'), 'new.webp', 'image/webp')],
    });
    try {
      const failed = await sendProject(bed.t.app, bed.builder.token, projectFields('flat'), files);
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      expect(await stored()).toEqual(before);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_media ON project_media`);
      await db.execute(sql`DROP FUNCTION refuse_media()`);
    }
    // The same upload again, once the database accepts it, is saved whole.
    const retried = await sendProject(bed.t.app, bed.builder.token, projectFields('flat'), files);
    expect(retried.statusCode).toBe(201);
    expect((await stored()).projects).toBe(before.projects! + 1);
    await expectKeptProjectWhole();
  });

  it('stores nothing when the client goes away halfway through its upload, and keeps serving', async () => {
    const before = await stored();
    const address = await bed.t.app.listen({ port: 0, host: '127.0.0.1' });
    const form = toProjectFormData(projectFields('villa'), await projectFiles());
    const body = new Response(form);
    const bytes = Buffer.from(await body.arrayBuffer());
    await new Promise<void>((resolve) => {
      const upload = httpRequest(`${address}${apiPaths.builderProjects}`, {
        method: 'POST',
        headers: {
          'content-type': body.headers.get('content-type')!,
          'content-length': String(bytes.length),
          authorization: `Bearer ${bed.builder.token}`,
        },
      });
      upload.on('error', () => resolve());
      upload.on('close', () => resolve());
      // Half of the photos' bytes, then the connection is dropped (a closed laptop, a lost signal).
      upload.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => setTimeout(() => upload.destroy(), 100));
    });
    // The server notices the aborted body; give it a moment to finish with the request.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await stored()).toEqual(before);
    const next = await fetch(`${address}${apiPaths.builderProject(kept)}`, {
      headers: { authorization: `Bearer ${bed.builder.token}` },
    });
    expect(next.status).toBe(200);
  });

  it('sweeps nightly the photos a stopped server wrote but never committed, and keeps every used one', async () => {
    const before = await stored();
    const storage = bed.t.app.services.storage;
    // What a server killed between writing the photos and committing the project leaves behind.
    const orphan = await storeImage(storage, await testImage('png', '#654321'), 'The banner photo');
    const old = new Date(Date.now() - 60 * 60 * 1000);
    for (const file of await mediaFiles()) await utimes(join(bed.t.app.services.config.mediaDir, file), old, old);
    // The original and its variants (docs/media.md#variants).
    const orphanKeys = orphan.objects.map((object) => object.key);
    expect(orphanKeys).toHaveLength(7);
    expect((await stored()).files).toHaveLength(before.files.length + orphanKeys.length);

    // The media-cleanup job of the night's schedule (docs/jobs.md#schedules), its occurrence due now.
    await bed.t.app.services.jobs.runDue();
    expect((await bed.t.app.services.jobs.list({ state: 'completed' })).map((job) => job.name)).toContain(
      'media-cleanup',
    );
    for (const key of orphanKeys) expect(await bed.t.app.services.storage.get(key)).toBeNull();
    expect(await stored()).toEqual(before);
    await expectKeptProjectWhole();
  });

  it('leaves objects younger than the threshold alone (another instance may still be saving them)', async () => {
    const fresh = await storeImage(bed.t.app.services.storage, await testImage('png', '#0000aa'), 'The banner photo');
    expect(
      await sweepUnusedObjects(bed.t.app.services.db, bed.t.app.services.storage, new Date(Date.now() - 60_000)),
    ).toEqual([]);
    expect(await bed.t.app.services.storage.get(fresh.fileKey)).not.toBeNull();
  });
});

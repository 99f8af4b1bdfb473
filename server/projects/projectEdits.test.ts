import { describe, expect, it } from 'vitest';
import { builderProjectListSchema, builderProjectSchema } from '@/api/contract';
import { testDatabaseKinds } from '../test/databases';
import { createProject, projectFields, projectFiles, sendProject, useProjectTestbed } from '../test/projects';
import { bearer } from '../test/testApp';

describe.each(testDatabaseKinds())('builder project edits on $name', (kind) => {
  const bed = useProjectTestbed(kind);
  const { get, approve } = bed;

  describe('PUT /api/builder-properties/:id', () => {
    it('lets the owner edit a live project: the edit waits for review beside it', async () => {
      const project = await createProject(bed.t.app, bed.builder.token);
      await approve(project._id);
      const fields = projectFields('villa', { projectName: 'Renamed' });
      const response = await sendProject(
        bed.t.app,
        bed.builder.token,
        fields,
        await projectFiles({ bannerPhoto: null, blueprintPhotos: [] }),
        project._id,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        projectName: project.projectName,
        reviewState: 'approved',
        revision: { state: 'pending_review', version: { projectName: 'Renamed', media: project.media } },
      });
    });

    it('keeps only the saved photos the builder kept, plus the new ones', async () => {
      const project = await createProject(bed.t.app, bed.builder.token);
      const files = await projectFiles({
        bannerPhoto: null,
        keptMedia: { ...project.media, blueprintPhotos: [] },
      });
      const response = await sendProject(bed.t.app, bed.builder.token, projectFields(), files, project._id);
      const edited = builderProjectSchema.parse(response.json());
      expect(edited.media.bannerPhoto).toBe(project.media.bannerPhoto);
      expect(edited.media.blueprintPhotos).toEqual([expect.stringMatching(/^\/media\//)]);
      const dropAll = await projectFiles({
        bannerPhoto: null,
        blueprintPhotos: [],
        keptMedia: { ...project.media, blueprintPhotos: [] },
      });
      const refused = await sendProject(bed.t.app, bed.builder.token, projectFields(), dropAll, project._id);
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        { message: 'Please upload at least one blueprint photo' },
      ]);
    });

    it("answers 403 'You don't have permission to edit this property' to others", async () => {
      const project = await createProject(bed.t.app, bed.builder.token);
      const response = await sendProject(
        bed.t.app,
        bed.otherBuilder.token,
        projectFields(),
        await projectFiles(),
        project._id,
      );
      expect([response.statusCode, response.json()]).toEqual([
        403,
        { message: "You don't have permission to edit this property" },
      ]);
    });

    it('answers 404 for an unknown project', async () => {
      const response = await sendProject(
        bed.t.app,
        bed.builder.token,
        projectFields(),
        await projectFiles(),
        'missing',
      );
      expect(response.statusCode).toBe(404);
    });
  });

  describe('DELETE /api/builder-properties/:id', () => {
    it('lets the owner delete; others get 403', async () => {
      const project = await createProject(bed.t.app, bed.builder.token);
      const del = (token: string) =>
        bed.t.app.inject({ method: 'DELETE', url: `/api/builder-properties/${project._id}`, headers: bearer(token) });
      expect((await del(bed.otherBuilder.token)).statusCode).toBe(403);
      expect((await del(bed.builder.token)).json()).toEqual({ message: 'Property deleted' });
      expect((await get(project._id, bed.builder.token)).statusCode).toBe(404);
      expect((await del(bed.builder.token)).statusCode).toBe(404);
    });
  });

  describe('GET /api/builder/me/properties', () => {
    it("lists the builder's own projects, newest first, with their review state", async () => {
      const me = await bed.t.signUp('Builder');
      const first = await createProject(bed.t.app, me.token, 'flat');
      bed.t.clock.advance(1000);
      const second = await createProject(bed.t.app, me.token, 'office');
      await approve(first._id);
      const response = await bed.t.app.inject({
        method: 'GET',
        url: '/api/builder/me/properties',
        headers: bearer(me.token),
      });
      const list = builderProjectListSchema.parse(response.json());
      expect(list.map((p) => [p._id, p.reviewState])).toEqual([
        [second._id, 'pending_review'],
        [first._id, 'approved'],
      ]);
    });
    it('answers 403 to other roles', async () => {
      const response = await bed.t.app.inject({
        method: 'GET',
        url: '/api/builder/me/properties',
        headers: bearer(bed.buyer.token),
      });
      expect(response.statusCode).toBe(403);
    });
  });
});

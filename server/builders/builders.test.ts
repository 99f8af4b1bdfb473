import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builderProfileSchema, builderProjectListSchema, type Session } from '@/api/contract';
import { builderProjects } from '../db/schema';
import { testDatabaseKinds } from '../test/databases';
import { createProject, fileOf, testImage } from '../test/projects';
import { bearer, startTestApp, type TestApp } from '../test/testApp';

describe.each(testDatabaseKinds())('builders on $name', (kind) => {
  let t: TestApp;
  let builder: Session;
  let buyer: Session;
  beforeAll(async () => {
    t = await startTestApp(kind);
    builder = await t.signUp('Builder', { name: 'Lotus Homes' });
    buyer = await t.signUp('Buyer');
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
  const putProfile = (payload: object, token = builder.token) =>
    t.app.inject({ method: 'PUT', url: '/api/builder/me/profile', payload, headers: bearer(token) });
  const approve = (id: string) =>
    t.app.services.db.update(builderProjects).set({ reviewState: 'approved' }).where(eq(builderProjects.id, id));

  describe('GET /api/builders/username/:username', () => {
    it('answers the public profile, leaving out what is not filled in', async () => {
      const profile = builderProfileSchema.parse((await get('/api/builders/username/lotus-homes')).json());
      expect(profile).toEqual({
        _id: builder._id,
        username: 'lotus-homes',
        name: 'Lotus Homes',
        phone: '9876543210',
        email: builder.email,
      });
    });
    it("answers 404 'Builder not found' for unknown names and for non-builders", async () => {
      for (const name of ['nobody-here', 'test-buyer']) {
        const response = await get(`/api/builders/username/${name}`);
        expect([response.statusCode, response.json()]).toEqual([404, { message: 'Builder not found' }]);
      }
    });
  });

  describe('GET /api/builders/:builderId/properties', () => {
    it('lists approved projects only, newest first', async () => {
      const older = await createProject(t.app, builder.token, 'villa');
      t.clock.advance(1000);
      const newer = await createProject(t.app, builder.token, 'shops');
      await createProject(t.app, builder.token, 'office');
      await approve(older._id);
      await approve(newer._id);
      const list = builderProjectListSchema.parse((await get(`/api/builders/${builder._id}/properties`)).json());
      expect(list.map((p) => p._id)).toEqual([newer._id, older._id]);
    });
    it('answers 404 for an unknown builder', async () => {
      expect((await get('/api/builders/nobody/properties')).json()).toEqual({ message: 'Builder not found' });
    });
  });

  describe('GET and PUT /api/builder/me/profile', () => {
    it('updates the company profile and shows it publicly', async () => {
      const response = await putProfile({
        companyName: 'Lotus Homes Pvt Ltd',
        tagline: 'Homes that breathe',
        website: 'lotushomes.in',
        about: 'Since 2001.',
        companyEstablished: 2001,
        companyAddress: 'Pune, Maharashtra',
        expertise: ['Villas', 'Gated communities'],
        phone: '+91 91234 56789',
      });
      expect(response.statusCode).toBe(200);
      const expected = {
        companyName: 'Lotus Homes Pvt Ltd',
        website: 'https://lotushomes.in',
        companyEstablished: '2001',
        expertise: ['Villas', 'Gated communities'],
        phone: '9123456789',
      };
      expect(response.json()).toMatchObject(expected);
      expect((await get('/api/builder/me/profile', builder.token)).json()).toMatchObject(expected);
      expect((await get('/api/builders/username/lotus-homes')).json()).toMatchObject(expected);
    });
    it('clears a field sent empty and keeps the absent ones', async () => {
      const response = await putProfile({ tagline: '' });
      expect(response.json().tagline).toBeUndefined();
      expect(response.json().companyName).toBe('Lotus Homes Pvt Ltd');
    });
    it('changes the username unless it is taken', async () => {
      const other = await t.signUp('Builder', { name: 'Taken Name' });
      expect((await putProfile({ username: 'taken-name' })).json()).toEqual({ message: 'This username is taken' });
      const moved = await putProfile({ username: 'Lotus-Pune', companyName: 'Taken Name Estates' }, other.token);
      expect(moved.json().username).toBe('lotus-pune');
      expect((await get('/api/builders/username/lotus-pune')).statusCode).toBe(200);
    });
    it.each([
      [{ website: 'javascript:alert(1)' }, 'Please enter a valid website address'],
      [{ username: 'a' }, 'A username has 3 to 40 lowercase letters, digits or hyphens'],
      [{ companyEstablished: 'long ago' }, 'Please enter the year the company was established'],
      [{ companyEstablished: '3025' }, 'Please enter a year from 1800 to this year'],
      [{ companyName: ' ' }, 'Please enter your company name'],
    ])('answers 400 for %o', async (payload, message) => {
      expect((await putProfile(payload)).json()).toEqual({ message });
    });
    it('keeps a builder with no company name from leaving it out (docs/portfolio.md#company-name)', async () => {
      const unnamed = await t.signUp('Builder', { name: 'Asha Kulkarni' });
      const refused = await putProfile({ tagline: 'Homes with light' }, unnamed.token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: 'Please enter your company name' });
      const named = await putProfile(
        { companyName: 'Kulkarni Constructions', tagline: 'Homes with light' },
        unnamed.token,
      );
      expect(named.json()).toMatchObject({ name: 'Asha Kulkarni', companyName: 'Kulkarni Constructions' });
      // Saved once, it may be left out; never cleared.
      expect((await putProfile({ tagline: '' }, unnamed.token)).json().companyName).toBe('Kulkarni Constructions');
      expect((await putProfile({ companyName: '' }, unnamed.token)).statusCode).toBe(400);
    });
    it('answers 403 to other roles and 401 without a token', async () => {
      expect((await get('/api/builder/me/profile', buyer.token)).statusCode).toBe(403);
      expect((await putProfile({ tagline: 'x' }, buyer.token)).statusCode).toBe(403);
      expect((await get('/api/builder/me/profile')).statusCode).toBe(401);
    });
  });

  describe('POST /api/builder/me/profile/photo', () => {
    const upload = (file: File) => {
      const form = new FormData();
      form.append('profilePhoto', file);
      return t.app.inject({
        method: 'POST',
        url: '/api/builder/me/profile/photo',
        payload: form,
        headers: bearer(builder.token),
      });
    };
    it('stores a 640 px WebP and shows it on the profile', async () => {
      const response = await upload(fileOf(await testImage('jpeg'), 'me.jpg', 'image/jpeg'));
      const photo = response.json().profilePhoto as string;
      expect(photo).toMatch(/^\/media\/.+-card\.webp$/);
      expect((await get(photo)).statusCode).toBe(200);
      const replaced = await upload(fileOf(await testImage('png', '#00ff00')));
      expect(replaced.json().profilePhoto).not.toBe(photo);
      expect((await get(photo)).statusCode).toBe(404);
    });
    it('refuses text bytes: 415', async () => {
      const response = await upload(fileOf(Buffer.from('plain text'), 'me.png'));
      expect([response.statusCode, response.json()]).toEqual([
        415,
        { message: 'The profile photo must be a JPEG, PNG or WebP image' },
      ]);
    });
  });
});

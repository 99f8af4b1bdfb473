import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3 } from '../test/localS3';
import { createS3Storage, s3SettingsOf } from './s3Storage';
import { createDiskStorage, type MediaStorage } from './storage';

interface StoreUnderTest {
  storage: MediaStorage;
  /** What a browser gets at a key's public address, where the test can reach it. */
  fetchPublic?: (url: string) => Promise<Response>;
  stop: () => Promise<void>;
}

const key = (n: number, suffix = '') => `${String(n).padStart(32, '0').replace(/0/g, 'a')}${suffix}.webp`;
const bytesOf = (text: string) => Buffer.from(text);

/** The cases every MediaStorage passes (docs/media.md#s3): the disk store and an S3-compatible one. */
function storageCases(name: string, start: () => Promise<StoreUnderTest>) {
  describe(`${name} storage`, () => {
    let store: StoreUnderTest;
    beforeAll(async () => {
      store = await start();
    }, 60_000);
    afterAll(() => store?.stop());

    it('gives back what was put, and null for a key never put', async () => {
      await store.storage.put(key(1), bytesOf('first photo'), 'image/webp');
      expect((await store.storage.get(key(1)))?.toString()).toBe('first photo');
      expect(await store.storage.get(key(2))).toBeNull();
    });

    it('keeps a variant beside its original under its own key', async () => {
      await store.storage.put(key(3), bytesOf('original'), 'image/webp');
      await store.storage.put(key(3, '-thumb'), bytesOf('thumb'), 'image/webp');
      expect((await store.storage.get(key(3, '-thumb')))?.toString()).toBe('thumb');
      expect((await store.storage.get(key(3)))?.toString()).toBe('original');
    });

    it('deletes, and deleting what is not there is no error', async () => {
      await store.storage.put(key(4), bytesOf('gone soon'), 'image/webp');
      await store.storage.delete(key(4));
      expect(await store.storage.get(key(4))).toBeNull();
      await expect(store.storage.delete(key(4))).resolves.toBeUndefined();
    });

    it('lists every object with its last change', async () => {
      const before = new Date(Date.now() - 60_000);
      await store.storage.put(key(5), bytesOf('listed'), 'image/webp');
      const listed = [];
      for await (const object of store.storage.list!()) listed.push(object);
      expect(listed.map((object) => object.key)).toEqual(
        expect.arrayContaining([key(1), key(3), key(3, '-thumb'), key(5)]),
      );
      expect(listed.map((object) => object.key)).not.toContain(key(4));
      for (const object of listed) expect(object.modified.getTime()).toBeGreaterThan(before.getTime());
    });

    it('refuses a name it never writes, and reads none', async () => {
      await expect(store.storage.put('../escape.webp', bytesOf('x'), 'image/webp')).rejects.toThrow('Not a media key');
      expect(await store.storage.get('../escape.webp')).toBeNull();
    });

    it('names each object at its public address, served with its type and cached for ever', async () => {
      const url = store.storage.url(key(1));
      expect(url.endsWith(`/${key(1)}`)).toBe(true);
      if (!store.fetchPublic) return;
      const response = await store.fetchPublic(url);
      expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/webp']);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe('first photo');
    });
  });
}

storageCases('disk', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'nivaas-storage-'));
  return { storage: createDiskStorage(dir), stop: () => rm(dir, { recursive: true, force: true }) };
});

storageCases('S3 (a local s3rver)', async () => {
  const s3 = await startLocalS3();
  return { storage: createS3Storage(s3.settings), fetchPublic: (url) => fetch(url), stop: s3.stop };
});

describe('S3 storage', () => {
  it('signs its requests: a wrong secret is refused, with what the store said', async () => {
    const s3 = await startLocalS3();
    try {
      const wrong = createS3Storage({ ...s3.settings, secretAccessKey: 'not-the-secret' });
      await expect(wrong.put(key(6), bytesOf('x'), 'image/webp')).rejects.toThrow(
        /^S3 PUT a+6\.webp: 403 SignatureDoesNotMatch: /,
      );
    } finally {
      await s3.stop();
    }
  }, 60_000);
});

describe('the S3 settings (MEDIA_S3_*, MEDIA_PUBLIC_URL)', () => {
  const all = {
    MEDIA_S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com/',
    MEDIA_S3_BUCKET: 'nivaas-media',
    MEDIA_S3_REGION: 'ap-south-1',
    MEDIA_S3_ACCESS_KEY_ID: 'AKIA0000',
    MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
    MEDIA_PUBLIC_URL: 'https://media.nivaas.in',
  };

  it('are none, or all of them (the endpoint without its last slash)', () => {
    expect(s3SettingsOf({})).toBeNull();
    expect(s3SettingsOf(all)).toMatchObject({
      endpoint: 'https://s3.ap-south-1.amazonaws.com',
      bucket: 'nivaas-media',
    });
  });

  it('refuse at start-up a part of them, naming what is missing, and an address that is not one', () => {
    const { MEDIA_S3_SECRET_ACCESS_KEY: _secret, MEDIA_PUBLIC_URL: _public, ...some } = all;
    expect(() => s3SettingsOf(some)).toThrow('missing: MEDIA_S3_SECRET_ACCESS_KEY, MEDIA_PUBLIC_URL');
    expect(() => s3SettingsOf({ ...all, MEDIA_PUBLIC_URL: 'media.nivaas.in' })).toThrow(
      "MEDIA_PUBLIC_URL: 'media.nivaas.in' is not an http(s) address",
    );
  });
});

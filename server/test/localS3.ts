import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { S3Settings } from '../media/s3Storage';

/** s3rver's own credentials: it checks signatures made with them. */
const S3RVER_KEY = 'S3RVER';

/**
 * A local S3-compatible server (`@20minutes/s3rver`) on a free port, serving a new temporary
 * folder with one bucket, in a child process of its own (its Koa app never shares this one's
 * event loop or globals); no internet. `settings` are what MEDIA_S3_* would say, the public base
 * being the bucket's own address.
 */
export async function startLocalS3(bucket = 'nivaas-media') {
  const directory = await mkdtemp(join(tmpdir(), 'nivaas-s3-'));
  const child = spawn(process.execPath, [join(import.meta.dirname, 's3rverProcess.mjs'), directory, bucket], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin.end();
      await exited;
    }
    await rm(directory, { recursive: true, force: true });
  };
  const port = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`s3rver stopped (${code}) before it listened`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    publicUrl: `${endpoint}/${bucket}`,
  };
  return { settings, directory, stop };
}

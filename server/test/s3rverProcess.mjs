// A local S3-compatible server for tests (docs/media.md#s3), in its own process: node
// server/test/s3rverProcess.mjs <folder> <bucket>. It listens on a free port of 127.0.0.1 and
// writes that port as its first line; it stops when its parent closes its stdin.
import S3rver from '@20minutes/s3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
server.run().then(
  ({ port }) => process.stdout.write(`${port}\n`),
  (error) => {
    process.stderr.write(`${error.stack}\n`);
    process.exit(1);
  },
);
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();

// Holes reached with no account: the dev outbox, unbounded numbers, a forged Host, the Storybook.
import type { Hole } from '../checks';

/** A visitor's host, which must never reach a public, cacheable answer. */
const forgedHost = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

export const outsideHoles: Hole[] = [
  {
    number: 2,
    title: 'the dev outbox behind a reverse proxy on the same host',
    needs: 'proxy',
    async try(visitor) {
      const plain = await visitor.call('GET', '/api/dev/outbox');
      const forwarded = await visitor.call('GET', '/api/dev/outbox', { headers: { 'x-forwarded-for': '203.0.113.9' } });
      const jobs = await visitor.call('POST', '/api/dev/jobs/run', {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      return {
        closed: plain.status === 404 && forwarded.status === 404 && jobs.status === 404,
        seen: `TRUST_PROXY=true DEV_OUTBOX=1 HOST=127.0.0.1: outbox ${plain.status}, forwarded ${forwarded.status}, jobs ${jobs.status}`,
      };
    },
  },
  {
    number: 2,
    title: 'the dev outbox asked for through a proxy on a demo server',
    async try(visitor) {
      const own = await visitor.call('GET', '/api/dev/outbox');
      const forwarded = await visitor.call('GET', '/api/dev/outbox', { headers: { 'x-forwarded-for': '203.0.113.9' } });
      return {
        closed: own.status === 200 && forwarded.status === 404,
        seen: `DEV_OUTBOX=1: from this machine ${own.status}, with X-Forwarded-For ${forwarded.status}`,
      };
    },
  },
  {
    number: 6,
    title: 'page >= 2^31',
    async try(visitor) {
      const api = await visitor.call('GET', '/api/properties?page=2147483648');
      const page = await visitor.call('GET', '/all-properties?page=2147483648');
      return {
        closed: api.status === 400 && page.status === 200,
        seen: `/api/properties ${api.status} (${api.json().message}), /all-properties ${page.status}`,
      };
    },
  },
  {
    number: 7,
    title: 'Host / X-Forwarded-Host copied into public, cacheable answers',
    needs: 'proxy',
    async try(visitor) {
      const { items } = (await visitor.call('GET', '/api/properties?kind=listing&pageSize=1')).json<{
        items: { _id: string }[];
      }>();
      const paths = ['/sitemap.xml', '/robots.txt', `/property-detail/${items[0]?._id}`];
      const leaked: string[] = [];
      for (const path of paths) {
        // Twice: the second answer is the kept one.
        for (let i = 0; i < 2; i += 1)
          if ((await visitor.rawGet(path, forgedHost)).text.includes('evil.example')) leaked.push(path);
      }
      return {
        closed: leaked.length === 0,
        seen: leaked.length === 0 ? `${paths.join(', ')}: PUBLIC_URL only` : `evil.example in ${leaked.join(', ')}`,
      };
    },
  },
  {
    number: 8,
    title: "the Storybook on the product's origin",
    async try(visitor) {
      const answer = await visitor.call('GET', '/storybook/');
      const policy = answer.headers.get('content-security-policy') ?? '';
      const loose = policy.includes('unsafe-eval') || policy.includes("'unsafe-inline'");
      return {
        closed: !loose && !answer.text.includes('sb-manager'),
        seen: `/storybook/ ${answer.status}, policy ${loose ? 'with' : 'without'} unsafe-inline/eval`,
      };
    },
  },
];

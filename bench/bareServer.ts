// The yardstick of the API load (bench/apiLoad.ts): a bare Fastify 5 server, no hooks, no logger.
// POST /fixture sets the JSON that GET /fixture answers, so each call is measured beside a route
// answering a fixed JSON of the very same bytes.
import Fastify from 'fastify';

const app = Fastify({ bodyLimit: 16 * 2 ** 20 });
let fixture: unknown = null;
app.post('/fixture', async (request) => {
  fixture = request.body;
  return { ok: true };
});
app.get('/fixture', async () => fixture);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

// The ceiling: bare Fastify answering a constant JSON on one route, no plugins, in a process of its own like a
// service. Whatever a service does beyond this is what it costs.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { status: 'ok', message: 'Undangan ditemukan' };
app.get('/', async () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 0) });
process.send?.({ port: app.server.address().port });

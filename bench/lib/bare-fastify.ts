import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ data: { status: 'ok' }, available_languages: ['en'] }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGINT', () => void app.close().then(() => process.exit(0)));

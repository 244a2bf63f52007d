import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/** The demo invitation's photos and music, shipped in the repo. */
export const assetRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, {
    root: path.resolve(__dirname, '../../../assets'),
    prefix: '/assets/',
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=604800, immutable');
    },
  });
};

import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { ErrorBody } from '@undangin/contracts';

export interface OpenApiPluginOptions {
  service: string;
  prefix: string;
}

/** The service's OpenAPI document, generated from its route schemas, at {prefix}/openapi.json. */
export const openApiPlugin = fp<OpenApiPluginOptions>(async (app, { service, prefix }) => {
  app.addSchema(ErrorBody);
  await app.register(swagger, {
    openapi: {
      info: { title: `Undangin ${service} API`, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  app.get(`${prefix}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
});

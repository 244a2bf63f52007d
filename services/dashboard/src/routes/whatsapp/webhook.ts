import { Type } from '@sinclair/typebox';
import { errorCodes, whatsappMessages, type CloudWebhook } from '@undangin/contracts';
import { AppError, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { handleWebhook } from '../../domain/whatsapp-webhook';
import { signatureValid } from '../../whatsapp/cloud-api';

const rawBodies = new WeakMap<object, Buffer>();

const Webhook = Type.Object(
  {
    object: Type.String({ maxLength: 100 }),
    entry: Type.Array(
      Type.Object(
        {
          id: Type.String({ maxLength: 100 }),
          changes: Type.Array(
            Type.Object(
              { field: Type.String({ maxLength: 100 }), value: Type.Object({}, { additionalProperties: true }) },
              { additionalProperties: true },
            ),
            { maxItems: 100 },
          ),
        },
        { additionalProperties: true },
      ),
      { maxItems: 100 },
    ),
  },
  { additionalProperties: true },
);

/**
 * Meta's webhook for the business number: the verification handshake (GET with hub.mode, hub.verify_token and
 * hub.challenge) and the POSTs of statuses and replies, accepted only when X-Hub-Signature-256 is the app secret's
 * HMAC-SHA256 of the exact bytes received. Public (Meta calls it), so it trusts nothing else.
 */
export const whatsappWebhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { settings } = app.whatsapp;
  // The signature covers the bytes as sent: keep them before JSON parsing (in this plugin only).
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (request, body, done) => {
    try {
      const parsed = JSON.parse(body.toString('utf8')) as object;
      rawBodies.set(request, body as Buffer);
      done(null, parsed);
    } catch {
      done(new AppError(400, errorCodes.validation, whatsappMessages.invalidWebhook), undefined);
    }
  });

  app.get(
    '/whatsapp/webhook',
    {
      schema: {
        tags: ['whatsapp'],
        querystring: Type.Object({
          'hub.mode': Type.Optional(Type.String({ maxLength: 50 })),
          'hub.verify_token': Type.Optional(Type.String({ maxLength: 500 })),
          'hub.challenge': Type.Optional(Type.String({ maxLength: 500 })),
        }),
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (
        query['hub.mode'] !== 'subscribe' ||
        query['hub.verify_token'] !== settings.verifyToken ||
        !query['hub.challenge']
      ) {
        request.log.warn({ mode: query['hub.mode'] }, 'whatsapp webhook: verification refused');
        throw new AppError(403, errorCodes.forbidden, whatsappMessages.verifyRefused);
      }
      return reply.type('text/plain; charset=utf-8').send(query['hub.challenge']);
    },
  );

  app.post('/whatsapp/webhook', { schema: { tags: ['whatsapp'], body: Webhook } }, async (request) => {
    // Only the exact bytes Meta signed count: unsigned or altered, refused (and logged) before anything is read.
    const raw = rawBodies.get(request);
    const signature = request.headers['x-hub-signature-256'];
    if (!raw || !signatureValid(raw, typeof signature === 'string' ? signature : undefined, settings.appSecret)) {
      request.log.warn({ signed: typeof signature === 'string' }, 'whatsapp webhook: signature refused');
      throw new AppError(401, errorCodes.invalidSignature, whatsappMessages.invalidSignature);
    }
    const outcome = await handleWebhook(request.em, request.body as unknown as CloudWebhook);
    if (outcome.unknown) request.log.info(outcome, 'whatsapp webhook: statuses of messages not sent from here');
    return { received: true };
  });
};

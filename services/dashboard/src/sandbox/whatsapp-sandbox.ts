import { randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import {
  cloudErrorReason,
  errorCodes,
  fillWhatsappTemplate,
  whatsappTemplateTexts,
  type CloudError,
  type CloudStatusName,
  type CloudTemplateMessage,
} from '@undangin/contracts';
import { loopbackOnly, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import type { FastifyReply } from 'fastify';
import type { EntityManager } from '@undangin/db';
import { queueJobsIn } from '../repositories/jobs';
import { insertSandboxMessage, sandboxMessages, setSandboxStatus } from '../repositories/whatsapp-sandbox';
import { webhookBody, type WhatsappContext } from '../whatsapp/context';
import { viewerPage } from './whatsapp-viewer';

/** Numbers the sandbox treats as not on WhatsApp (Meta's 131026 arrives as a failed status after acceptance). */
export const notOnWhatsapp = (to: string) => to.startsWith('628000');

/** The viewer is a page of plain forms and one style sheet: those, posted back here, and nothing else. */
const viewerPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const wamidOf = () => `wamid.${randomBytes(24).toString('base64url')}`;
const seconds = () => String(Math.floor(Date.now() / 1000));

/**
 * A refusal as Meta writes it (`error` with its code), inside the platform's shared error shape, so a client of either
 * reads it: the adapter reads `error.code`, anyone else the Indonesian `message`.
 */
function refuse(reply: FastifyReply, status: number, error: Omit<CloudError, 'fbtrace_id'>) {
  return reply.code(status).send({
    status,
    code: errorCodes.whatsappRefused,
    message: cloudErrorReason(error.code).reason,
    error: { ...error, fbtrace_id: `A${randomBytes(9).toString('base64url')}` },
  });
}

/** Queues a webhook post of the sandbox in the caller's transaction (signed when delivered, retried like Meta's). */
export const queueWebhook = (em: EntityManager, body: object) =>
  queueJobsIn(em, 'whatsapp-sandbox-webhooks', [{ data: { body } }]);

function statusWebhook(
  whatsapp: WhatsappContext,
  message: { wamid: string; contact: string; callback_data: string | null },
  status: CloudStatusName,
) {
  const failed = status === 'failed';
  return webhookBody(whatsapp.settings, {
    statuses: [
      {
        id: message.wamid,
        status,
        timestamp: seconds(),
        recipient_id: message.contact,
        ...(message.callback_data ? { biz_opaque_callback_data: message.callback_data } : {}),
        ...(failed
          ? {
              errors: [
                {
                  code: 131026,
                  title: 'Message undeliverable',
                  message: 'Message undeliverable',
                  error_data: { details: 'Message Undeliverable.' },
                },
              ],
            }
          : {}),
      },
    ],
  });
}

const Message = Type.Object(
  {
    messaging_product: Type.String({ maxLength: 50 }),
    to: Type.String({ maxLength: 50 }),
    type: Type.String({ maxLength: 50 }),
    template: Type.Optional(Type.Unknown()),
    biz_opaque_callback_data: Type.Optional(Type.String({ maxLength: 512 })),
  },
  { additionalProperties: true },
);

/**
 * The local WhatsApp: Meta's Cloud API (`POST /{version}/{phone-number-id}/messages`) over real HTTP, its webhooks
 * posted back signed with the app secret, and a phone-like viewer at /dev/whatsapp (loopback only) to read what each
 * number received, mark a message delivered, read or failed, or reply as the guest ('BERHENTI').
 */
export const whatsappSandboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const whatsapp = app.whatsapp;
  const { settings } = whatsapp;
  // The viewer's buttons are plain forms (no script on the page): their bodies are URL-encoded, here only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/whatsapp-sandbox/:version/:phoneNumberId/messages',
    {
      schema: {
        hide: true,
        params: Type.Object({ version: Type.String({ maxLength: 20 }), phoneNumberId: Type.String({ maxLength: 50 }) }),
        body: Message,
      },
    },
    async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${settings.accessToken}`)
        return refuse(reply, 401, {
          message: 'Invalid OAuth access token - Cannot parse access token',
          type: 'OAuthException',
          code: 190,
        });
      if (request.params.phoneNumberId !== settings.phoneNumberId)
        return refuse(reply, 400, {
          message: `Unsupported post request. Object with ID '${request.params.phoneNumberId}' does not exist`,
          type: 'GraphMethodException',
          code: 100,
          error_subcode: 33,
        });
      const body = request.body as unknown as CloudTemplateMessage;
      if (body.messaging_product !== 'whatsapp' || body.type !== 'template' || !/^\d{8,15}$/.test(body.to))
        return refuse(reply, 400, { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 });
      const kind = Object.entries(settings.templates).find(([, name]) => name === body.template?.name)?.[0];
      if (!kind || body.template.language?.code !== 'id')
        return refuse(reply, 404, {
          message: `(#132001) Template name does not exist in the translation`,
          type: 'OAuthException',
          code: 132001,
          error_data: {
            messaging_product: 'whatsapp',
            details: `template name (${body.template?.name}) does not exist in id`,
          },
        });
      const components = Array.isArray(body.template.components) ? body.template.components : [];
      const params = components.find((c) => c.type === 'body')?.parameters ?? [];
      const header = components.find((c) => c.type === 'header')?.parameters[0];
      if (
        params.length !== 4 ||
        params.some((p) => p.type !== 'text' || typeof p.text !== 'string' || /[\n\t]/.test(p.text))
      )
        return refuse(reply, 400, {
          message: '(#132000) Number of parameters does not match the expected number of params',
          type: 'OAuthException',
          code: 132000,
        });
      const wamid = wamidOf();
      const message = { wamid, contact: body.to, callback_data: body.biz_opaque_callback_data ?? null };
      // The message and its first status together: whatever dies after this, WhatsApp 'knows' the message.
      await request.em.transactional(async (tx) => {
        await insertSandboxMessage(tx, {
          ...message,
          direction: 'out',
          phoneNumberId: settings.phoneNumberId,
          template: body.template.name,
          body: fillWhatsappTemplate(
            whatsappTemplateTexts[kind as 'invitation' | 'reminder'],
            params.map((p) => p.text),
          ),
          header_image: header?.type === 'image' ? header.image.link : null,
          status: notOnWhatsapp(body.to) ? 'failed' : 'sent',
          reply_to: null,
        });
        await queueWebhook(tx, statusWebhook(whatsapp, message, notOnWhatsapp(body.to) ? 'failed' : 'sent'));
      });
      return {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: wamid }],
      };
    },
  );

  // The viewer: for this machine's browser only, and only where `npm start` (DEV_WHATSAPP=1) asks for it.
  if (!settings.devViewer) return;
  const onRequest = loopbackOnly;
  const Contact = Type.Object({ nomor: Type.Optional(Type.String({ maxLength: 20 })) });

  app.get('/dev/whatsapp/messages', { onRequest, schema: { hide: true, querystring: Contact } }, async (request) =>
    (await sandboxMessages(request.em, request.query.nomor ?? null)).map((row) => ({
      ...row,
      created_at: new Date(row.created_at).toISOString(),
    })),
  );

  app.get('/dev/whatsapp', { onRequest, schema: { hide: true, querystring: Contact } }, async (request, reply) => {
    const rows = await sandboxMessages(request.em, null);
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', viewerPolicy)
      .type('text/html; charset=utf-8')
      .send(viewerPage(rows, request.query.nomor ?? null));
  });

  const back = (reply: FastifyReply, contact: string) =>
    reply
      .code(303)
      .header('location', `/dev/whatsapp?nomor=${encodeURIComponent(contact)}`)
      .send();

  app.post(
    '/dev/whatsapp/messages/:wamid/status',
    {
      onRequest,
      schema: {
        hide: true,
        params: Type.Object({ wamid: Type.String({ maxLength: 100 }) }),
        body: Type.Object({
          status: Type.Union([Type.Literal('delivered'), Type.Literal('read'), Type.Literal('failed')]),
        }),
      },
    },
    async (request, reply) => {
      const row = await request.em.transactional(async (tx) => {
        const marked = await setSandboxStatus(tx, request.params.wamid, request.body.status);
        if (marked) await queueWebhook(tx, statusWebhook(whatsapp, marked, request.body.status));
        return marked;
      });
      if (!row) return reply.callNotFound();
      return back(reply, row.contact);
    },
  );

  app.post(
    '/dev/whatsapp/reply',
    {
      onRequest,
      schema: {
        hide: true,
        body: Type.Object({
          from: Type.String({ pattern: '^\\d{8,15}$' }),
          text: Type.String({ minLength: 1, maxLength: 1000 }),
          reply_to: Type.Optional(Type.String({ maxLength: 100 })),
        }),
      },
    },
    async (request, reply) => {
      const { from, text, reply_to: replyTo } = request.body;
      const wamid = wamidOf();
      await request.em.transactional(async (tx) => {
        await insertSandboxMessage(tx, {
          wamid,
          contact: from,
          direction: 'in',
          phoneNumberId: settings.phoneNumberId,
          template: null,
          body: text,
          header_image: null,
          callback_data: null,
          status: 'received',
          reply_to: replyTo || null,
        });
        await queueWebhook(
          tx,
          webhookBody(settings, {
            contacts: [{ profile: { name: 'Tamu' }, wa_id: from }],
            messages: [
              {
                from,
                id: wamid,
                timestamp: seconds(),
                type: 'text',
                text: { body: text },
                ...(replyTo ? { context: { from: '6281100000000', id: replyTo } } : {}),
              },
            ],
          }),
        );
      });
      return back(reply, from);
    },
  );
};

import { Type } from '@sinclair/typebox';
import { escapeHtml as escape, iso, loopbackOnly, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { latestMail } from '../../repositories/mail-outbox';

/** The local outbox, for development only (DEV_MAIL=1): /dev/mail lists the mail the service would have sent. */
export const devMailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const onRequest = loopbackOnly;
  const latest = (to: string | undefined) => latestMail(app.orm.em.fork(), to);

  app.get(
    '/dev/mail/messages',
    { onRequest, schema: { hide: true, querystring: Type.Object({ to: Type.Optional(Type.String()) }) } },
    async (request) =>
      (await latest(request.query.to)).map((row) => ({
        id: Number(row.id),
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        created_at: iso(row.created_at),
      })),
  );

  app.get(
    '/dev/mail',
    { onRequest, schema: { hide: true, querystring: Type.Object({ to: Type.Optional(Type.String()) }) } },
    async (request, reply) => {
      const rows = await latest(request.query.to);
      const items = rows
        .map(
          (row) => `<article><header><strong>${escape(row.subject)}</strong><br>Untuk: ${escape(row.recipient)} ·
          ${new Date(row.created_at).toLocaleString('id-ID', { timeZone: 'Asia/Jakarta' })}</header>
          <iframe title="${escape(row.subject)}" sandbox="allow-top-navigation-by-user-activation allow-popups" srcdoc="${escape(row.html_body)}"></iframe></article>`,
        )
        .join('');
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Kotak Keluar Email (lokal)</title><style>body{font-family:sans-serif;max-width:720px;margin:0 auto;padding:16px}
article{border:1px solid #ddd;border-radius:8px;margin:12px 0;padding:12px}iframe{width:100%;height:420px;border:0}</style></head>
<body><h1>Kotak Keluar Email (lokal)</h1><p>Email yang dikirim layanan auth saat SMTP_URL tidak diatur. Hanya untuk pengembangan.</p>
${items || '<p>Belum ada email.</p>'}</body></html>`);
    },
  );
};

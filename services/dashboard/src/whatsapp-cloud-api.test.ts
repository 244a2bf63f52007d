import http from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { localStorage } from '@undangin/service-kit/storage';
import { buildTestService } from '@undangin/service-kit/testing';
import { dashboardRoutes } from './app';
import { sql } from './test-sql';
import { CloudApiChannel, type WhatsappError, templateRequest } from './whatsapp/cloud-api';
import { readWhatsappSettings } from './whatsapp/settings';

// The Cloud API as Meta documents and answers it: requests and answers recorded here byte for byte, so switching the
// real API on is a matter of configuration (README, "Konfigurasi").

const recorded = {
  accepted: `{"messaging_product":"whatsapp","contacts":[{"input":"6281234567890","wa_id":"6281234567890"}],"messages":[{"id":"wamid.HBgNNjI4MTIzNDU2Nzg5MBUCABEYEjdFQjY1QTQ2QjI3RTA1NkM3NwA=","message_status":"accepted"}]}`,
  noTemplate: `{"error":{"message":"(#132001) Template name does not exist in the translation","type":"OAuthException","code":132001,"error_data":{"messaging_product":"whatsapp","details":"template name (undangan_tamu) does not exist in id"},"fbtrace_id":"AGm3oU7x0b1HkU1lVbY0LxQ"}}`,
  rateLimit: `{"error":{"message":"(#130429) Rate limit hit","type":"OAuthException","code":130429,"error_data":{"messaging_product":"whatsapp","details":"Cloud API message throughput has been reached."},"fbtrace_id":"A4RQzQ3Wq1dF1mH0g2zv8kP"}}`,
  expiredToken: `{"error":{"message":"Error validating access token: Session has expired on Friday, 27-Nov-26 10:00:00 PST.","type":"OAuthException","code":190,"error_subcode":463,"fbtrace_id":"Ax2b9ZK1mJ0vNq3wP4s5tYu"}}`,
};

// A status webhook as Meta posts it, its exact bytes and the X-Hub-Signature-256 Meta sends with them (the app
// secret 'rahasia-aplikasi-rekaman').
const deliveredBody = `{"object":"whatsapp_business_account","entry":[{"id":"102290129340398","changes":[{"value":{"messaging_product":"whatsapp","metadata":{"display_phone_number":"15550783881","phone_number_id":"106540352242922"},"statuses":[{"id":"wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJDQjZCMzlEQUE4OTJBMTE4RTUA","status":"delivered","timestamp":"1750263773","recipient_id":"6281234567890","conversation":{"id":"7b8f0e4a5d0c1d6a9b3e6c7f8a2d4e1b","origin":{"type":"utility"}},"pricing":{"billable":true,"pricing_model":"CBP","category":"utility"}}]},"field":"messages"}]}]}`;
const deliveredSignature = 'sha256=e2223cfaec8426b423b00beb440f9503ab49495c48599ca690ce74e0f92a69a5';
const appSecret = 'rahasia-aplikasi-rekaman';

const message = {
  to: '6281234567890',
  template: 'undangan_tamu',
  headerImage: 'https://undangin.id/uploads/sampul.webp',
  params: [
    'Budi Santoso',
    'https://undangin.id/rina-dimas?to=Budi%20Santoso&g=AbC123',
    'Sabtu, 12 Desember 2026',
    'Akad Nikah: 08:00 WIB\nResepsi: 19:00 WIB',
  ],
  callbackData: '6f1c2d3e-0000-4000-8000-000000000001',
};

describe('the Cloud API adapter, against recorded requests and answers', () => {
  let server: http.Server;
  let seen: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders; body: string }> = [];
  let answer: { status: number; body: string; headers?: Record<string, string> } | 'hang' = { status: 200, body: '' };
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ method: request.method!, url: request.url!, headers: request.headers, body });
        if (answer === 'hang') return;
        response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => server.closeAllConnections() ?? server.close(resolve)));
  beforeEach(() => (seen = []));

  const channel = (timeoutMs = 15_000) =>
    new CloudApiChannel({
      kind: 'cloud',
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      version: 'v21.0',
      phoneNumberId: '106540352242922',
      accessToken: 'EAAJB0Zz1bQABO-rekaman',
      timeoutMs,
    });

  it('sends a template message as Meta documents it and reads the wamid', async () => {
    answer = { status: 200, body: recorded.accepted };
    expect(await channel().send(message)).toEqual({
      wamid: 'wamid.HBgNNjI4MTIzNDU2Nzg5MBUCABEYEjdFQjY1QTQ2QjI3RTA1NkM3NwA=',
    });
    const [request] = seen;
    expect(request).toMatchObject({ method: 'POST', url: '/v21.0/106540352242922/messages' });
    expect(request!.headers).toMatchObject({
      authorization: 'Bearer EAAJB0Zz1bQABO-rekaman',
      'content-type': 'application/json',
    });
    expect(JSON.parse(request!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '6281234567890',
      type: 'template',
      template: {
        name: 'undangan_tamu',
        language: { code: 'id' },
        components: [
          {
            type: 'header',
            parameters: [{ type: 'image', image: { link: 'https://undangin.id/uploads/sampul.webp' } }],
          },
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Budi Santoso' },
              { type: 'text', text: 'https://undangin.id/rina-dimas?to=Budi%20Santoso&g=AbC123' },
              { type: 'text', text: 'Sabtu, 12 Desember 2026' },
              // WhatsApp refuses new lines inside a variable.
              { type: 'text', text: 'Akad Nikah: 08:00 WIB · Resepsi: 19:00 WIB' },
            ],
          },
        ],
      },
      biz_opaque_callback_data: '6f1c2d3e-0000-4000-8000-000000000001',
    });
    expect(templateRequest({ ...message, headerImage: null }).template.components.map((c) => c.type)).toEqual(['body']);
  });

  it("maps Meta's refusals to Indonesian reasons, and backs off on rate limits and outages", async () => {
    const refusal = async () =>
      channel()
        .send(message)
        .then(
          () => null,
          (err: WhatsappError) => err,
        );
    answer = { status: 404, body: recorded.noTemplate };
    expect(await refusal()).toMatchObject({
      code: 132001,
      retry: false,
      reason: 'Templat pesan tidak ada atau belum disetujui untuk bahasa Indonesia',
    });
    answer = { status: 429, body: recorded.rateLimit, headers: { 'retry-after': '7' } };
    expect(await refusal()).toMatchObject({ code: 130429, retry: true, retryAfterSeconds: 7, ambiguous: false });
    answer = { status: 401, body: recorded.expiredToken };
    expect(await refusal()).toMatchObject({
      code: 190,
      retry: false,
      reason: 'Token akses WhatsApp kedaluwarsa atau tidak sah',
    });
    answer = { status: 502, body: '<html>Bad Gateway</html>' };
    expect(await refusal()).toMatchObject({ code: null, retry: true });
    answer = 'hang';
    const timedOut = await channel(300)
      .send(message)
      .then(
        () => null,
        (err: WhatsappError) => err,
      );
    // It may have reached WhatsApp: not sent again before a status had time to come.
    expect(timedOut).toMatchObject({ retry: true, ambiguous: true });
  });
});

describe('the webhook, with recorded payloads and signatures', () => {
  const logs: Array<{ msg?: string }> = [];
  const settings = {
    ...readWhatsappSettings({ SITE_URL: 'http://127.0.0.1:8080' }),
    appSecret,
    verifyToken: 'token-verifikasi-rekaman',
  };
  let app: Awaited<ReturnType<typeof buildTestService>>;
  beforeAll(async () => {
    const uploads = await mkdtemp(path.join(os.tmpdir(), 'uploads-'));
    app = await buildTestService('dashboard', dashboardRoutes(localStorage(uploads), { workers: false, settings }), {
      level: 'warn',
      stream: { write: (line) => void logs.push(JSON.parse(line) as { msg?: string }) },
    });
  });
  afterAll(() => app?.close());

  const post = (body: string, signature?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/dashboard/whatsapp/webhook',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
      payload: body,
    });

  it('answers the verification handshake only with the verify token', async () => {
    const verify = (token: string) =>
      app.inject({
        url: `/api/dashboard/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const ok = await verify('token-verifikasi-rekaman');
    expect([ok.statusCode, ok.body]).toEqual([200, '1158201444']);
    expect((await verify('tebakan')).statusCode).toBe(403);
  });

  it("accepts Meta's signed status, refuses it unsigned or altered, and logs the refusal", async () => {
    const [invitation] = await sql<{ id: string }>(
      `with host as (insert into auth_users (id, email, encrypted_password)
         values (gen_random_uuid(), gen_random_uuid() || '@contoh.id', 'x') returning id)
       insert into invitations (user_id, slug, couple_name, event_date, theme_id)
       select id, 'rekaman-' || substr(md5(random()::text), 1, 8), 'Rina & Dimas', current_date + 30, 'ocean-breeze'
       from host returning id`,
    );
    const [guest] = await sql<{ id: string }>(
      `insert into guests (invitation_id, name, phone) values (?, 'Budi', '6281234567890') returning id`,
      [invitation!.id],
    );
    await sql(
      `insert into whatsapp_messages (id, invitation_id, guest_id, kind, round, phone, body, status, wamid, sent_at)
       values (gen_random_uuid(), ?, ?, 'invitation', 'undangan', '6281234567890', 'x', 'sent',
         'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJDQjZCMzlEQUE4OTJBMTE4RTUA', now())`,
      [invitation!.id, guest!.id],
    );
    const state = async () =>
      (await sql<{ status: string }>(`select status from whatsapp_messages where guest_id = ?`, [guest!.id]))[0]!
        .status;

    expect((await post(deliveredBody)).statusCode).toBe(401);
    expect((await post(deliveredBody.replace('"delivered"', '"read"'), deliveredSignature)).statusCode).toBe(401);
    expect(await state()).toBe('sent');
    expect(logs.filter((line) => line.msg === 'whatsapp webhook: signature refused')).toHaveLength(2);

    const accepted = await post(deliveredBody, deliveredSignature);
    expect([accepted.statusCode, accepted.json()]).toEqual([200, { received: true }]);
    expect(await state()).toBe('delivered');
  });

  it('reads the WhatsApp settings: all four for the Cloud API, none for the sandbox, off in production', () => {
    const four = {
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_ACCESS_TOKEN: 'EAAJB0Zz1bQABO',
      WHATSAPP_APP_SECRET: 'rahasia',
      WHATSAPP_VERIFY_TOKEN: 'token',
    };
    expect(readWhatsappSettings(four)).toMatchObject({
      channel: 'cloud',
      apiVersion: 'v21.0',
      phoneNumberId: '106540352242922',
    });
    expect(() => readWhatsappSettings({ WHATSAPP_ACCESS_TOKEN: 'EAAJB0Zz1bQABO' })).toThrow(
      'Integrasi WhatsApp perlu WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN diisi bersama',
    );
    expect(readWhatsappSettings({}).channel).toBe('sandbox');
    expect(readWhatsappSettings({ NODE_ENV: 'production' }).channel).toBe('off');
  });
});

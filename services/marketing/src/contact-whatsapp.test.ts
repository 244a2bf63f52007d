import { messages } from '@undangin/contracts';
import { buildTestService, withOwnerDb } from '@undangin/service-kit/testing';
import { marketingRoutes } from './app';

type TestApp = Awaited<ReturnType<typeof buildTestService>>;
const storedFor = (email: string) =>
  withOwnerDb((orm) =>
    orm.em
      .getConnection()
      .execute(`select name, whatsapp from contact_messages where email = ? order by created_at`, [email]),
  );

describe('the contact form’s optional WhatsApp number', () => {
  let app: TestApp;
  // A service per test: the form's limit (5 messages per 10 minutes from one address) is per instance.
  beforeEach(async () => {
    app = await buildTestService('marketing', marketingRoutes);
  });
  afterEach(() => app.close());
  const send = (payload: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/marketing/contact',
      payload: { subject: 'general', message: 'Mohon dihubungi.', ...payload },
    });

  it('stores a number as 62… whichever way it is written, and none when it is left empty', async () => {
    const email = `wa.${Date.now()}@contoh.id`;
    expect((await send({ name: 'Sari', email, whatsapp: '0812-3456-7890' })).statusCode).toBe(201);
    expect((await send({ name: 'Budi', email, whatsapp: '+62 857 1111 2222' })).statusCode).toBe(201);
    expect((await send({ name: 'Tono', email, whatsapp: '  ' })).statusCode).toBe(201);
    expect((await send({ name: 'Rina', email })).statusCode).toBe(201);
    expect(await storedFor(email)).toEqual([
      { name: 'Sari', whatsapp: '6281234567890' },
      { name: 'Budi', whatsapp: '6285711112222' },
      { name: 'Tono', whatsapp: null },
      { name: 'Rina', whatsapp: null },
    ]);
  });

  it('refuses a number that is not an Indonesian mobile number with 400 in Indonesian, storing nothing', async () => {
    const email = `wa.salah.${Date.now()}@contoh.id`;
    for (const whatsapp of ['12345', '0212345678', 'bukan nomor']) {
      const response = await send({ name: 'Sari', email, whatsapp });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: messages.contact.whatsappInvalid,
        details: [{ field: 'whatsapp', message: messages.contact.whatsappInvalid }],
      });
    }
    expect(await storedFor(email)).toEqual([]);
  });
});

import { serviceTestContext } from '@undangin/service-kit/testing';
import { readAuthSettings } from './settings';
import { buildAuthTestApp } from './test-support';

const notFoundBody = { status: 404, code: 'not_found', message: 'Alamat yang diminta tidak ditemukan.' };

describe('the local mail outbox reader', () => {
  it('exists only when DEV_MAIL=1 asks for it, and never with SMTP or in production', () => {
    expect(readAuthSettings({}).devMail).toBe(false);
    expect(readAuthSettings({ NODE_ENV: 'development' }).devMail).toBe(false);
    expect(readAuthSettings({ DEV_MAIL: '1' }).devMail).toBe(true);
    expect(readAuthSettings({ DEV_MAIL: '1', SMTP_URL: 'smtp://mail.contoh.id:25' }).devMail).toBe(false);
    expect(readAuthSettings({ DEV_MAIL: '1', NODE_ENV: 'production' }).devMail).toBe(false);
  });

  it('is not served at all when it is not enabled', async () => {
    const { app } = await buildAuthTestApp({ devMail: false });
    try {
      const response = await app.inject({ url: '/auth/v1/dev/mail/messages' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    } finally {
      await app.close();
    }
  });

  describe('when enabled', () => {
    const ctx = serviceTestContext(() => buildAuthTestApp({ devMail: true }));

    it('answers a client on this machine', async () => {
      const messages = await ctx.app.inject({ url: '/auth/v1/dev/mail/messages', remoteAddress: '127.0.0.1' });
      expect(messages.statusCode).toBe(200);
      expect(Array.isArray(messages.json())).toBe(true);
      expect((await ctx.app.inject({ url: '/auth/v1/dev/mail', remoteAddress: '::1' })).statusCode).toBe(200);
      expect((await ctx.app.inject({ url: '/auth/v1/dev/mail', remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(
        200,
      );
    });

    it('answers anyone else as if it did not exist: reset links are in there', async () => {
      for (const remoteAddress of ['203.0.113.7', '10.1.2.3', '192.168.1.20']) {
        for (const url of ['/auth/v1/dev/mail/messages', '/auth/v1/dev/mail']) {
          const response = await ctx.app.inject({ url, remoteAddress });
          expect({ remoteAddress, url, status: response.statusCode, body: response.json() }).toEqual({
            remoteAddress,
            url,
            status: 404,
            body: notFoundBody,
          });
        }
      }
    });

    it('answers a remote client behind the local gateway (X-Forwarded-For) with 404 too', async () => {
      const response = await ctx.app.inject({
        url: '/auth/v1/dev/mail/messages',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    });

    it('is not fooled by a private-network peer that claims to forward for 127.0.0.1', async () => {
      const response = await ctx.app.inject({
        url: '/auth/v1/dev/mail/messages',
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode).toBe(404);
    });
  });
});

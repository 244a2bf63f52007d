import type { AddressInfo } from 'node:net';
import { createMailer, outboxMailer } from '@undangin/service-kit/mail';
import { SMTPServer } from 'smtp-server';
import { confirmationMail, recoveryMail } from './mail/templates';
import { readAuthSettings, type AuthSettings } from './settings';
import { buildAuthTestApp, newPerson } from './test-support';

type TestApp = Awaited<ReturnType<typeof buildAuthTestApp>>['app'];

interface ReceivedMail {
  envelope: { from: string; to: string[] };
  headers: Record<string, string>;
  contentType: string;
  text: string;
  html: string;
}

const decodeQuotedPrintable = (body: string): string =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Header names in lower case, folded lines unfolded. */
function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function splitMessage(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  return { headers: parseHeaders(raw.slice(0, end)), body: raw.slice(end + 4) };
}

/** A part's content as a mail client shows it: transfer encoding undone, SMTP's CRLF line ends back to \n. */
function decodePart(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return decoded.replace(/\r\n/g, '\n');
}

/** Just enough MIME for the mails the service sends: one multipart/alternative with a text and an HTML part. */
function parseMail(raw: string, envelope: ReceivedMail['envelope']): ReceivedMail {
  const { headers, body } = splitMessage(raw);
  const contentType = headers['content-type'] ?? '';
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitMessage(part.replace(/^\r\n/, '')))
    : [];
  const partOf = (type: string) => {
    const part = parts.find((p) => (p.headers['content-type'] ?? '').startsWith(type));
    return part ? decodePart(part.headers, part.body.replace(/\r\n$/, '')) : '';
  };
  return { envelope, headers, contentType, text: partOf('text/plain'), html: partOf('text/html') };
}

/** A real SMTP server on a free port of this machine, keeping every message it accepts. */
async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        received.push(parseMail(Buffer.concat(chunks).toString('utf8'), envelope));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The settings the server reads from this environment, with the test app's roomy limits kept. */
const fromEnvironment = (env: NodeJS.ProcessEnv): Partial<AuthSettings> => {
  const { siteUrl, redirectOrigins, mailerAutoconfirm, smtpUrl, mailFrom, devMail } = readAuthSettings(env);
  return { siteUrl, redirectOrigins, mailerAutoconfirm, smtpUrl, mailFrom, devMail };
};

const site = 'https://undangin.contoh.id';
const from = 'Undangin Uji <kirim@undangin.contoh.id>';

describe('mail over SMTP (SMTP_URL set)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const settings = fromEnvironment({
      SITE_URL: site,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: from,
      MAILER_AUTOCONFIRM: 'false',
      DEV_MAIL: '1',
    });
    const mailer = createMailer({ smtpUrl: settings.smtpUrl!, mailFrom: settings.mailFrom! });
    expect(mailer.kind).toBe('smtp');
    ({ app } = await buildAuthTestApp(settings, mailer));
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const mailTo = (email: string): ReceivedMail[] => smtp.received.filter((mail) => mail.envelope.to.includes(email));

  /** The mail's one link, as its reader would copy it from the text part. */
  function linkIn(mail: ReceivedMail): string {
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    expect(links).toHaveLength(1);
    return links[0]!;
  }

  /** Arrived from MAIL_FROM to `to` as the service wrote it: subject, and a text and an HTML part, intact. */
  function expectMail(
    mail: ReceivedMail | undefined,
    sent: { to: string; subject: string; text: string; html: string },
  ) {
    expect(mail).toBeDefined();
    expect(mail!.envelope).toEqual({ from: 'kirim@undangin.contoh.id', to: [sent.to] });
    expect(mail!.headers.from).toBe(from);
    expect(mail!.headers.to).toBe(sent.to);
    expect(mail!.headers.subject).toBe(sent.subject);
    expect(mail!.contentType).toMatch(/^multipart\/alternative;/);
    expect(mail!.text).toBe(sent.text);
    expect(mail!.html).toBe(sent.html);
  }

  it('sends the confirmation of a sign-up, whose link confirms the address', async () => {
    const person = newPerson('smtp');
    const signUp = await app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: person.email, password: 'rahasia123', data: { name: person.name, whatsapp: person.whatsapp } },
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json()).not.toHaveProperty('access_token');

    const mails = mailTo(person.email);
    expect(mails).toHaveLength(1);
    const mailed = linkIn(mails[0]!);
    expectMail(mails[0], confirmationMail(person.email, person.name, mailed));
    expect(mails[0]!.headers.subject).toBe('Konfirmasi email akun Undangin Anda');
    const link = new URL(mailed);
    expect(`${link.origin}${link.pathname}`).toBe(`${site}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('token')).toMatch(/^\S{20,}$/);
    expect(link.searchParams.get('redirect_to')).toBe(`${site}/login`);

    const early = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: person.email, password: 'rahasia123' },
    });
    expect(early.json()).toMatchObject({ code: 'email_not_confirmed' });
    const followed = await app.inject({ url: link.pathname + link.search });
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toBe(`${site}/login#email_confirmed=1`);
    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: person.email, password: 'rahasia123' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.email).toBe(person.email);
  });

  it('sends the reset link of a recovery, whose link opens a recovery session', async () => {
    const person = newPerson('smtp');
    const signUp = await app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: person.email, password: 'rahasia123', data: { name: person.name, whatsapp: person.whatsapp } },
    });
    expect(signUp.statusCode).toBe(200);
    const recover = await app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email: person.email } });
    expect(recover.statusCode).toBe(200);

    const mails = mailTo(person.email);
    expect(mails.map((mail) => mail.headers.subject)).toEqual([
      'Konfirmasi email akun Undangin Anda',
      'Reset password akun Undangin Anda',
    ]);
    const mailed = linkIn(mails[1]!);
    expectMail(mails[1], recoveryMail(person.email, person.name, mailed));
    const link = new URL(mailed);
    expect(`${link.origin}${link.pathname}`).toBe(`${site}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('token')).toMatch(/^\S{20,}$/);
    expect(link.searchParams.get('redirect_to')).toBe(`${site}/reset-password`);

    const followed = await app.inject({ url: link.pathname + link.search });
    expect(followed.statusCode).toBe(303);
    const landing = new URL(followed.headers.location as string);
    expect(`${landing.origin}${landing.pathname}${landing.search}`).toBe(`${site}/reset-password`);
    const session = new URLSearchParams(landing.hash.slice(1));
    expect(session.get('type')).toBe('recovery');
    const me = await app.inject({
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${session.get('access_token')}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(person.email);
  });

  it('keeps the local mail viewer off even though DEV_MAIL=1 asks for it', async () => {
    const response = await app.inject({ url: '/auth/v1/dev/mail/messages', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(404);
    expect((await app.inject({ url: '/auth/v1/dev/mail', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });
});

describe('the local mail viewer in production', () => {
  const viewerStatus = async (env: NodeJS.ProcessEnv) => {
    const { app } = await buildAuthTestApp(fromEnvironment(env), outboxMailer);
    try {
      return (await app.inject({ url: '/auth/v1/dev/mail/messages', remoteAddress: '127.0.0.1' })).statusCode;
    } finally {
      await app.close();
    }
  };

  it('is off with NODE_ENV=production even with DEV_MAIL=1, where development serves it', async () => {
    expect(await viewerStatus({ DEV_MAIL: '1', NODE_ENV: 'development' })).toBe(200);
    expect(await viewerStatus({ DEV_MAIL: '1', NODE_ENV: 'production' })).toBe(404);
  });
});

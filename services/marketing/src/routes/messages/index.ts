import rateLimit from '@fastify/rate-limit';
import {
  Acknowledgement,
  contactSubjects,
  ContactBody,
  ErrorBody,
  isValidEmail,
  isValidWhatsapp,
  messages,
  NewsletterBody,
  normalizeWhatsapp,
} from '@undangin/contracts';
import { AppError, badRequest, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { insertContactMessage } from '../../repositories/contact-messages';
import { subscribe } from '../../repositories/newsletter-subscribers';

const isContactSubject = (value: string): value is (typeof contactSubjects)[number] =>
  (contactSubjects as readonly string[]).includes(value);

const tooMany = () => new AppError(429, 'too_many_requests', messages.contact.tooMany);

/** What visitors send: contact messages and newsletter sign-ups, stored for the admins to read. */
export const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Per replica and in memory: enough to stop a form being hammered; no one's data is at stake here.
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => tooMany() });

  app.post(
    '/contact',
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['messages'],
        summary: 'Kirim pesan ke tim',
        body: ContactBody,
        response: { 201: Acknowledgement, '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      const name = request.body.name.trim();
      const email = request.body.email.trim().toLowerCase();
      const message = request.body.message.trim();
      const { subject } = request.body;
      // Optional; given, it must be an Indonesian mobile number (08…, +62…, 62…), stored as 62….
      const whatsapp = request.body.whatsapp?.trim() ? normalizeWhatsapp(request.body.whatsapp.trim()) : null;
      const problems: { field: string; message: string }[] = [];
      if (!name) problems.push({ field: 'name', message: messages.contact.nameRequired });
      if (!email) problems.push({ field: 'email', message: messages.contact.emailRequired });
      else if (!isValidEmail(email)) problems.push({ field: 'email', message: messages.contact.emailInvalid });
      if (!isContactSubject(subject)) problems.push({ field: 'subject', message: messages.contact.subjectRequired });
      if (!message) problems.push({ field: 'message', message: messages.contact.messageRequired });
      if (whatsapp !== null && !isValidWhatsapp(whatsapp))
        problems.push({ field: 'whatsapp', message: messages.contact.whatsappInvalid });
      // Never the case that the subject is wrong and no problem is named: the check stands for tsc's sake.
      if (problems.length || !isContactSubject(subject)) throw badRequest(problems[0]!.message, problems);

      await insertContactMessage(request.em, { name, email, subject, message, whatsapp });
      return reply.code(201).send({ message: messages.contact.sent });
    },
  );

  app.post(
    '/newsletter',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['messages'],
        summary: 'Berlangganan newsletter',
        body: NewsletterBody,
        response: { 200: Acknowledgement, 201: Acknowledgement, '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      if (!isValidEmail(email))
        throw badRequest(messages.newsletter.emailInvalid, [
          { field: 'email', message: messages.newsletter.emailInvalid },
        ]);
      // Signing up twice is answered kindly, and stored once.
      return (await subscribe(request.em, email, request.body.source ?? 'blog'))
        ? reply.code(201).send({ message: messages.newsletter.subscribed })
        : reply.code(200).send({ message: messages.newsletter.alreadySubscribed });
    },
  );
};

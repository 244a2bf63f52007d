import {
  CalendarQuery,
  eventWindow,
  messages,
  PublicSlugParams,
  sessionMessages,
  sessionWindow,
} from '@undangin/contracts';
import { notFound, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { requireOpen } from '../../domain/private-access';
import { findActiveInvitation } from '../../repositories/invitations';
import { findGuestSession } from '../../repositories/sessions';

// RFC 5545 TEXT: every line break (CRLF, a bare CR or LF, Unicode separators) becomes \n and other control
// characters go, so nothing a host typed can start a property line of its own.
const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/\r\n|[\r\n\u2028\u2029\u0085]/g, '\\n')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/[,;]/g, (c) => `\\${c}`);

/** 'Simpan ke Kalender': the event as an .ics file any phone calendar opens. */
export const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public/:slug/calendar.ics',
    { schema: { tags: ['public'], params: PublicSlugParams, querystring: CalendarQuery } },
    async (request, reply) => {
      const isPrivate = await requireOpen(request.em, request, request.params.slug, request.query.g);
      const invitation = await findActiveInvitation(request.em, request.params.slug);
      if (!invitation) throw notFound(messages.invitation.notFoundText);
      // One session of several, in its own zone: a public one, or one the personal link's guest is invited to.
      const session = request.query.session
        ? await findGuestSession(request.em, invitation.id, request.query.session, request.query.g ?? '')
        : null;
      if (request.query.session && !session) throw notFound(sessionMessages.notFound);
      const { start, end } = session ? sessionWindow(session) : eventWindow(invitation);
      const place = session ? [session.venue_name, session.address].filter(Boolean).join(', ') : invitation.location;
      const title = invitation.seo_title ?? invitation.couple_name;
      const stamp = (date: Date) =>
        date
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d{3}/, '');
      const lines = [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Undangin//Undangan//ID',
        'CALSCALE:GREGORIAN',
        'BEGIN:VEVENT',
        `UID:${session?.id ?? invitation.id}@undangin.id`,
        `DTSTAMP:${stamp(new Date())}`,
        `DTSTART:${stamp(start)}`,
        `DTEND:${stamp(end)}`,
        `SUMMARY:${escapeText(session ? `${session.name} · ${title}` : title)}`,
        place ? `LOCATION:${escapeText(place)}` : null,
        `DESCRIPTION:${escapeText(`Undangan ${invitation.couple_name}`)}`,
        'END:VEVENT',
        'END:VCALENDAR',
      ].filter(Boolean);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${invitation.slug}${session ? `-sesi-${session.position + 1}` : ''}.ics"`,
        )
        .header('cache-control', isPrivate ? 'private, no-store' : 'public, max-age=300')
        .send(`${lines.join('\r\n')}\r\n`);
    },
  );
};

import {
  ErrorBody,
  GuestLookupAnswer,
  GuestLookupQuery,
  GuestView,
  messages,
  normalizeGuestName,
  normalizeWhatsapp,
  PublicSlugParams,
  RsvpBody,
  sessionMessages,
  type SessionAnswer,
} from '@undangin/contracts';
import { lockGuestList, unlistedAnswerLimits, unlistedAnswers, type EntityManager } from '@undangin/db';
import { addressKey, AppError, badRequest, notFound, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import {
  answerByCode,
  answerByName,
  answerKnownName,
  findAnswer,
  isListedName,
  type AnswerFields,
  type GuestAnswer,
} from '../../repositories/guests';
import { answerableSessions, recordSessionAnswers, sessionAnswersOf } from '../../repositories/session-answers';
import { guestSessions } from '../../repositories/sessions';
import { requireOpen } from '../../domain/private-access';
import { activeInvitationId } from '../../repositories/invitations';

const clean = (value: string | undefined) => (value?.trim() ? value.trim() : null);
// Per address and invitation, set high enough for guests behind one carrier-grade NAT or the venue's Wi-Fi.
const perAddress = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '10 minutes',
    keyGenerator: (request: { ip: string; params: unknown }) =>
      `${addressKey(request.ip)}:${(request.params as { slug: string }).slug}`,
  },
});

/**
 * Room for one more answer from a name not on the host's list. Such answers wait for the host's approval and take
 * no place of the plan, so strangers cannot fill it; the ceilings keep them from burying the list.
 */
async function admitUnlistedAnswer(
  em: EntityManager,
  invitationId: string,
  reply: { header(name: string, value: string): unknown },
): Promise<void> {
  const answers = await unlistedAnswers(em, invitationId);
  if (answers.waiting >= unlistedAnswerLimits.waiting)
    throw new AppError(403, 'guest_list_full', messages.invitation.guestListFull);
  if (answers.lastHour >= unlistedAnswerLimits.perHour) {
    reply.header('retry-after', String(answers.retryAfterSeconds));
    throw new AppError(429, 'too_many_new_guests', messages.guests.tooManyNewNames);
  }
}

/** An answer as the guest's browser receives it: no row id, and the answers per session when there are several. */
const shown = ({ id: _id, ...view }: GuestAnswer, perSession: SessionAnswer[]) =>
  perSession.length ? { ...view, sessions: perSession } : view;

/** The same for an answer read, with its answers per session as they stand. */
const viewOf = async (em: EntityManager, row: GuestAnswer) => shown(row, await sessionAnswersOf(em, row.id));

/** The one answer a per-session answer adds up to: coming when coming to any session, with the most people. */
function overallOf(sessions: readonly SessionAnswer[]): { status: 'confirmed' | 'declined'; people: number } {
  const coming = sessions.filter((session) => session.status === 'confirmed');
  return coming.length
    ? { status: 'confirmed', people: Math.max(...coming.map((session) => session.people)) }
    : { status: 'declined', people: 1 };
}

/**
 * The guest side of RSVP. Anyone may answer for a name that has not answered yet (a guest types
 * their name); an answer already given is shown and changed only with the personal link's code or the latest key
 * the answering browser received, so a stranger who knows a name can neither read nor overwrite it. A guest's phone
 * number on the list is written only by the code's holder: nobody plants a number the host would then message.
 */
export const rsvpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public/:slug/guest',
    {
      config: perAddress(120),
      schema: {
        tags: ['public'],
        summary: 'Jawaban RSVP tamu ini (dengan kode link pribadi atau kunci jawaban)',
        params: PublicSlugParams,
        querystring: GuestLookupQuery,
        response: { 200: GuestLookupAnswer, '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const key = request.query.key?.trim() ?? '';
      await requireOpen(request.em, request, request.params.slug, key);
      const name = normalizeGuestName(request.query.name);
      const found = await findAnswer(request.em, request.params.slug, name, key);
      if (!found) throw notFound(messages.invitation.notFoundText);
      const guest = found.answer ? await viewOf(request.em, found.answer) : null;
      // The personal link's code shows its guest's own sessions, public or not.
      const invitationId = /^[a-f0-9]{32}$/.test(key)
        ? await activeInvitationId(request.em, request.params.slug)
        : null;
      const sessions = invitationId ? await guestSessions(request.em, invitationId, key) : [];
      return { guest, ...(sessions.length ? { sessions } : {}) };
    },
  );

  app.post(
    '/public/:slug/rsvp',
    {
      config: perAddress(60),
      schema: {
        tags: ['public'],
        summary: 'Konfirmasi kehadiran',
        params: PublicSlugParams,
        body: RsvpBody,
        response: { 200: GuestView, '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      // The name as the list stores it: a look-alike of a listed name (a no-break space, full-width letters) is that guest.
      const name = normalizeGuestName(request.body.name);
      if (!name)
        throw badRequest(messages.invitation.rsvpNameRequired, [
          { field: 'name', message: messages.invitation.rsvpNameRequired },
        ]);
      if (name.length > 100)
        throw badRequest(messages.guests.nameTooLong, [{ field: 'name', message: messages.guests.nameTooLong }]);
      const phone = clean(request.body.phone);
      const key = request.body.key?.trim() ?? '';
      const chosen = request.body.sessions?.length ? request.body.sessions : null;
      const overall = chosen ? overallOf(chosen) : { status: request.body.status, people: request.body.guest_count };
      const answer: AnswerFields = [
        overall.status,
        overall.people,
        clean(request.body.dietary_requirements),
        clean(request.body.message),
      ];
      const phoneNumber = phone ? normalizeWhatsapp(phone) : null;
      reply.header('cache-control', 'no-store');
      const answered = async (row: GuestAnswer, sessions = chosen) =>
        shown(row, await recordSessionAnswers(request.em, row.id, { chosen: sessions, overall }));
      const byCode = async () => {
        const found = await answerByCode(request.em, request.params.slug, key, answer, phoneNumber, {
          chosen,
          overall,
        });
        return found && shown(found.answer, found.sessions);
      };
      // The common case first: the personal link's code answers for its guest, whatever name was typed, with its
      // answers per session, in one statement. A code opens a private invitation at any level: no privacy check.
      const early = chosen ? null : await byCode();
      if (early) return early;
      // A private invitation takes answers from its guests only: a personal link's code, or the unlock cookie.
      await requireOpen(request.em, request, request.params.slug, key);
      // Per session: each session once, each one the guest is invited to, checked before anything is stored.
      if (chosen) {
        const ids = chosen.map((session) => session.session_id);
        if (new Set(ids).size !== ids.length)
          throw badRequest(sessionMessages.answeredTwice, [
            { field: 'sessions', message: sessionMessages.answeredTwice },
          ]);
        const open = await answerableSessions(request.em, request.params.slug, key, name);
        if (!open) throw notFound(messages.invitation.notFoundText);
        if (ids.some((id) => !open.includes(id)))
          throw badRequest(sessionMessages.notInvited, [{ field: 'sessions', message: sessionMessages.notInvited }]);
        const coded = await byCode();
        if (coded) return coded;
      }
      // A name on the list: one statement, no queue behind the list's lock (500 guests answering at once).
      const known = await answerKnownName(request.em, request.params.slug, name, answer, key);
      if (known === 'locked') throw new AppError(409, 'rsvp_locked', messages.invitation.rsvpLocked);
      if (known !== 'absent') return answered(known);
      const row = await request.em.transactional(async (tx) => {
        const invitationId = await activeInvitationId(tx, request.params.slug);
        if (!invitationId) throw notFound(messages.invitation.notFoundText);
        // The same lock the host's own adds, imports and approvals take: the ceilings hold under concurrent answers.
        await lockGuestList(tx, invitationId);
        if (!(await isListedName(tx, invitationId, name))) await admitUnlistedAnswer(tx, invitationId, reply);
        return answerByName(tx, invitationId, name, phoneNumber, answer, key);
      });
      if (!row) throw new AppError(409, 'rsvp_locked', messages.invitation.rsvpLocked);
      // A name not on the list answers for what visitors see: the public sessions.
      if (chosen) return answered(row);
      const open = (await answerableSessions(request.em, request.params.slug, '', '')) ?? [];
      return answered(
        row,
        open.map((id) => ({ session_id: id, status: overall.status, people: overall.people })),
      );
    },
  );
};

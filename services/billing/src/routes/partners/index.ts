import {
  ErrorBody,
  errorCodes,
  isEntitlement,
  JoinBody,
  PartnerProgrammes,
  PartnerSummary,
  partnerMessages as text,
  referralClickOf,
  referralCookieDays,
  VisitBody,
  VisitResult,
  type PartnerSummary as Summary,
} from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import {
  AppError,
  forbidden,
  notFound,
  requireEntitlement,
  requireUser,
  type FastifyPluginAsyncTypebox,
} from '@undangin/service-kit';
import { approveDue } from '@undangin/db';
import { programmeRateFor } from '../../domain/commissions';
import {
  clicksPerVisitorHour,
  fromOwnPage,
  newReferralCode,
  setReferralCookie,
  visitorOf,
} from '../../domain/referrals';
import {
  commissionsOf,
  emailOf,
  figuresOf,
  insertClick,
  insertPartner,
  listProgrammes,
  liveClick,
  partnerByCode,
  partnerOfUser,
  payoutsOf,
  programmeById,
  recentClicksOf,
  setPartnerProgramme,
} from '../../repositories/partners';

const tags = ['partners'];
const security = [{ bearer: [] }];
const noFigures = { clicks: 0, signups: 0, paid_orders: 0, pending: 0, approved: 0, paid: 0 };
const taken = () => new AppError(409, errorCodes.conflict, text.alreadyPartner);

/** The partner's page: due commissions approved first (as of their window's end), then what they add up to. */
async function summaryOf(em: EntityManager, userId: string): Promise<Summary> {
  const programmes = await listProgrammes(em);
  const partner = await partnerOfUser(em, userId);
  if (!partner) return { partner: null, figures: noFigures, commissions: [], payouts: [], programmes };
  await approveDue(em, partner.id);
  const programme = programmes.find((p) => p.id === partner.programme_id)!;
  return {
    partner: {
      code: partner.code,
      programme,
      rate_bp: await programmeRateFor(em, programme, userId),
      status: partner.status,
      joined_at: new Date(partner.created_at).toISOString(),
    },
    figures: await figuresOf(em, partner.id),
    commissions: await commissionsOf(em, partner.id),
    payouts: await payoutsOf(em, partner.id),
    programmes,
  };
}

/**
 * The partner programme's public and partner side: the programmes and their rates (public), a referral link's visit
 * (public, from the site's own pages only), joining, and the partner's own page.
 */
export const partnerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const billing = app.billing;
  const secure = billing.settings.siteUrl.startsWith('https:');

  app.get(
    '/partners/programmes',
    { schema: { tags, summary: 'Program partner dan komisinya', response: { 200: PartnerProgrammes } } },
    async (request) => listProgrammes(request.em),
  );

  app.post(
    '/referrals/visit',
    {
      schema: {
        tags,
        summary: 'Kunjungan lewat tautan referal',
        body: VisitBody,
        response: { 200: VisitResult, '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!fromOwnPage(request)) throw forbidden(text.visitRefused);
      const partner = await partnerByCode(request.em, request.body.code);
      if (!partner || partner.status !== 'active') throw notFound(text.codeUnknown);
      // An account exists already: a referral counts for a sign-up only. The partner's own clicks count for nothing.
      if (request.user) return { referred: false };
      // The first referral wins for its lifetime: a later link (or a stuffed one) does not take it over.
      const held = referralClickOf(request.headers.cookie);
      if (held && (await liveClick(request.em, held, referralCookieDays))) return { referred: false };
      const visitor = visitorOf(request, billing.settings.serverKey, billing.settings.ipv6Prefix);
      if ((await recentClicksOf(request.em, visitor)) >= clicksPerVisitorHour)
        throw new AppError(429, errorCodes.tooManyRequests, text.tooManyVisits);
      const landing = request.body.landing?.startsWith('/') ? request.body.landing : '/';
      const clickId = await insertClick(request.em, { partnerId: partner.id, landing, visitor });
      setReferralCookie(reply, clickId, secure);
      return { referred: true };
    },
  );

  app.get(
    '/partners/me',
    {
      preValidation: app.authenticate,
      schema: { tags, summary: 'Halaman partner', security, response: { 200: PartnerSummary, '4xx': ErrorBody } },
    },
    async (request) => summaryOf(request.em, requireUser(request).id),
  );

  app.post(
    '/partners/join',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'Gabung program partner',
        security,
        body: JoinBody,
        response: { 200: PartnerSummary, 201: PartnerSummary, '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const programme = await programmeById(request.em, request.body.programme);
      if (!programme) throw notFound(text.programmeUnknown);
      const needs = programme.requires_entitlement;
      if (needs && isEntitlement(needs)) await requireEntitlement(request.em, userId, needs);
      const current = await partnerOfUser(request.em, userId);
      if (current?.status === 'suspended') throw forbidden(text.suspended);
      if (current?.programme_id === programme.id) throw taken();
      if (current) {
        // A partner moves to another programme (an affiliate who bought the Reseller plan): same code, new rate.
        await setPartnerProgramme(request.em, current.id, programme.id);
        return summaryOf(request.em, userId);
      }
      const email = (await emailOf(request.em, userId)) ?? '';
      // A drawn code another partner has is drawn again; an account that joined meanwhile is one partner still.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        if (await insertPartner(request.em, { userId, email, code: newReferralCode(), programme: programme.id }))
          return reply.code(201).send(await summaryOf(request.em, userId));
        if (await partnerOfUser(request.em, userId)) throw taken();
      }
      throw new AppError(503, errorCodes.unavailable, text.tryAgain);
    },
  );
};

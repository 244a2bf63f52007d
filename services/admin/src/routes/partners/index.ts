import { Type } from '@sinclair/typebox';
import {
  AdminCommission,
  AdminCommissionQuery,
  AdminPartner,
  AdminPartnerOverview,
  AdminPartnerParams,
  AdminPartnerQuery,
  AdminPartnerStatusBody,
  AdminPayout,
  AdminPayoutPaidBody,
  AdminPayoutParams,
  AdminProgramme,
  AdminProgrammeInput,
  AdminProgrammeParams,
  ErrorBody,
  errorCodes,
  partnerAdminMessages as text,
  partnerMessages,
} from '@undangin/contracts';
import { approveDue } from '@undangin/db';
import {
  AppError,
  badRequest,
  csvDocument,
  notFound,
  wibText,
  type FastifyPluginAsyncTypebox,
} from '@undangin/service-kit';
import { actorOf, recordAudit } from '../../repositories/audit';
import {
  insertPayout,
  listCommissions,
  listPartners,
  listPayouts,
  listProgrammes,
  lockPayable,
  lockPayout,
  lockProgramme,
  markPayoutPaid,
  partnerById,
  setPartnerStatus,
  setProgrammeRate,
} from '../../repositories/partners';

const tags = ['partners'];
const security = [{ bearer: [] }];
const denied = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/**
 * The partner programme's back office: rates per programme (at most 30 %), partners with what they earned (suspend and
 * reinstate), commission entries (list and CSV), payouts approved from a partner's approved entries and marked paid
 * with the transfer's reference. Every write is audited in its own transaction; entries past their money-back window
 * are approved before anything is read.
 */
export const partnerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/partners',
    {
      schema: {
        tags,
        summary: 'Program partner',
        security,
        querystring: AdminPartnerQuery,
        response: { 200: AdminPartnerOverview, ...denied },
      },
    },
    async (request) => {
      await approveDue(request.em);
      return {
        programmes: await listProgrammes(request.em),
        partners: await listPartners(request.em, request.query.q),
        payouts: await listPayouts(request.em),
      };
    },
  );

  app.put(
    '/partners/programmes/:id',
    {
      schema: {
        tags,
        summary: 'Ubah komisi program',
        security,
        params: AdminProgrammeParams,
        body: AdminProgrammeInput,
        response: { 200: Type.Array(AdminProgramme), 404: ErrorBody, ...denied },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await request.em.transactional(async (tx) => {
        const before = await lockProgramme(tx, request.params.id);
        if (!before) throw notFound(text.programmeUnknown);
        await setProgrammeRate(tx, before.id, request.body.rate_bp);
        await recordAudit(tx, actor, {
          action: 'partner_programme.update',
          entity: 'partner_programme',
          entityId: before.id,
          before: { rate_bp: before.rate_bp },
          after: { rate_bp: request.body.rate_bp },
        });
      });
      return listProgrammes(request.em);
    },
  );

  app.put(
    '/partners/:id/status',
    {
      schema: {
        tags,
        summary: 'Tangguhkan atau aktifkan partner',
        security,
        params: AdminPartnerParams,
        body: AdminPartnerStatusBody,
        response: { 200: AdminPartner, 404: ErrorBody, ...denied },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return request.em.transactional(async (tx) => {
        const before = await partnerById(tx, request.params.id);
        if (!before) throw notFound(text.partnerUnknown);
        await setPartnerStatus(tx, before.id, request.body.status);
        await recordAudit(tx, actor, {
          action: request.body.status === 'suspended' ? 'partner.suspend' : 'partner.activate',
          entity: 'partner',
          entityId: before.id,
          before: { status: before.status },
          after: { status: request.body.status },
        });
        return (await partnerById(tx, before.id))!;
      });
    },
  );

  app.get(
    '/partners/commissions',
    {
      schema: {
        tags,
        summary: 'Komisi partner',
        security,
        querystring: AdminCommissionQuery,
        response: { 200: Type.Array(AdminCommission), ...denied },
      },
    },
    async (request) => {
      await approveDue(request.em);
      return listCommissions(request.em, request.query);
    },
  );

  app.get(
    '/partners/commissions.csv',
    {
      schema: {
        tags,
        summary: 'Unduh komisi partner (CSV)',
        security,
        querystring: AdminCommissionQuery,
        response: { 200: Type.String(), ...denied },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await approveDue(request.em);
      const rows = await listCommissions(request.em, request.query, null);
      await request.em.transactional((tx) =>
        recordAudit(tx, actor, {
          action: 'commissions.export',
          entity: 'commission',
          entityId: null,
          after: { count: rows.length, ...request.query },
        }),
      );
      const day = wibText().slice(0, 10);
      const status = partnerMessages.statusLabels;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="komisi-partner-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(
          csvDocument(
            [
              'ID',
              'Partner',
              'Pesanan',
              'Pembeli',
              'Jenis',
              'Nilai pesanan',
              'Komisi (bp)',
              'Komisi (Rp)',
              'Status',
              'Disetujui setelah (WIB)',
              'Dibuat (WIB)',
              'Pembayaran',
            ],
            rows.map((row) => [
              row.id,
              row.partner_email,
              row.order_id,
              row.buyer_email ?? '',
              partnerMessages.kindLabels[row.kind],
              row.base_amount,
              row.rate_bp,
              row.amount,
              status[row.status],
              wibText(row.available_at),
              wibText(row.created_at),
              row.payout_id ?? '',
            ]),
          ),
        );
    },
  );

  app.post(
    '/partners/:id/payouts',
    {
      schema: {
        tags,
        summary: 'Setujui pembayaran komisi',
        security,
        params: AdminPartnerParams,
        response: { 201: AdminPayout, 404: ErrorBody, 409: ErrorBody, ...denied },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await approveDue(request.em, request.params.id);
      const payout = await request.em.transactional(async (tx) => {
        const partner = await partnerById(tx, request.params.id);
        if (!partner) throw notFound(text.partnerUnknown);
        // A suspended partner is under review: nothing is paid until they are reinstated.
        if (partner.status === 'suspended') throw new AppError(409, errorCodes.conflict, text.partnerSuspended);
        const entries = await lockPayable(tx, partner.id);
        if (entries.reduce((sum, entry) => sum + entry.amount, 0) <= 0)
          throw new AppError(409, errorCodes.conflict, text.nothingToPay);
        const id = await insertPayout(tx, { partnerId: partner.id, entries, actorId: actor.id });
        const created = (await lockPayout(tx, id))!;
        await recordAudit(tx, actor, {
          action: 'partner_payout.approve',
          entity: 'partner_payout',
          entityId: id,
          after: created,
        });
        return created;
      });
      return reply.code(201).send(payout);
    },
  );

  app.post(
    '/partners/payouts/:id/paid',
    {
      schema: {
        tags,
        summary: 'Tandai pembayaran komisi dibayar',
        security,
        params: AdminPayoutParams,
        body: AdminPayoutPaidBody,
        response: { 200: AdminPayout, 404: ErrorBody, 409: ErrorBody, ...denied },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const reference = request.body.reference.trim();
      if (!reference) throw badRequest(text.referenceEmpty, [{ field: 'reference', message: text.referenceEmpty }]);
      return request.em.transactional(async (tx) => {
        const before = await lockPayout(tx, request.params.id);
        if (!before) throw notFound(text.payoutUnknown);
        if (before.status === 'paid') throw new AppError(409, errorCodes.conflict, text.alreadyPaid);
        await markPayoutPaid(tx, { id: before.id, reference, actorId: actor.id });
        const after = (await lockPayout(tx, before.id))!;
        await recordAudit(tx, actor, {
          action: 'partner_payout.paid',
          entity: 'partner_payout',
          entityId: before.id,
          before,
          after,
        });
        return after;
      });
    },
  );
};

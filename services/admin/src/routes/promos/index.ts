import {
  AdminPromo,
  ErrorBody,
  errorCodes,
  formatRupiah,
  PromoInput,
  PromoParams,
  promoAdminMessages as text,
} from '@undangin/contracts';
import { AppError, badRequest, notFound, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { Type } from '@sinclair/typebox';
import type { EntityManager } from '@undangin/db';
import { actorOf, recordAudit } from '../../repositories/audit';
import {
  deletePromo,
  insertPromo,
  listPromos,
  lockPromo,
  planPrice,
  promoOrdered,
  updatePromo,
} from '../../repositories/promos';

const entity = 'promo';
const security = [{ bearer: [] }];
const tags = ['promos'];
const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const missing = () => notFound(text.notFound);

/** The plan's price, once the promo's own rules hold: a paid plan, a lower price, an end ahead, a cap above its uses. */
async function checkedPrice(em: EntityManager, input: PromoInput, uses: number): Promise<number> {
  const price = await planPrice(em, input.plan_id);
  if (price === null) throw badRequest(text.planUnknown);
  if (price === 0) throw badRequest(text.planFree);
  if (input.promo_price >= price) throw badRequest(text.priceNotLower(formatRupiah(price)));
  if (Date.parse(input.valid_until) <= Date.now()) throw badRequest(text.ended);
  if (input.max_uses !== null && input.max_uses < uses) throw badRequest(text.capBelowUses(uses));
  return price;
}

/** The promo manager: every promo with its real uses, created, edited, and deleted while no order used it; audited. */
export const promoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/promos',
    { schema: { tags, summary: 'Semua promo', security, response: { 200: Type.Array(AdminPromo), ...refused } } },
    async (request) => listPromos(request.em),
  );

  app.post(
    '/promos',
    {
      schema: { tags, summary: 'Buat promo', security, body: PromoInput, response: { 201: AdminPromo, ...refused } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const created = await request.em.transactional(async (tx) => {
        const price = await checkedPrice(tx, request.body, 0);
        if (!(await insertPromo(tx, request.body, price))) throw new AppError(409, errorCodes.conflict, text.idTaken);
        const promo = (await lockPromo(tx, request.body.id))!;
        await recordAudit(tx, actor, { action: `${entity}.create`, entity, entityId: promo.id, after: promo });
        return promo;
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/promos/:id',
    {
      schema: {
        tags,
        summary: 'Ubah promo',
        security,
        params: PromoParams,
        body: PromoInput,
        response: { 200: AdminPromo, 404: ErrorBody, ...refused },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      // The code is the promo's address in checkouts already made: it stays.
      if (request.body.id !== request.params.id) throw badRequest(text.idTaken);
      return request.em.transactional(async (tx) => {
        const before = await lockPromo(tx, request.params.id);
        if (!before) throw missing();
        const price = await checkedPrice(tx, request.body, before.uses);
        await updatePromo(tx, before.id, request.body, price);
        const after = (await lockPromo(tx, before.id))!;
        await recordAudit(tx, actor, { action: `${entity}.update`, entity, entityId: after.id, before, after });
        return after;
      });
    },
  );

  app.delete(
    '/promos/:id',
    {
      schema: {
        tags,
        summary: 'Hapus promo',
        security,
        params: PromoParams,
        response: { 204: Type.Null(), 404: ErrorBody, 409: ErrorBody, ...refused },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await request.em.transactional(async (tx) => {
        const before = await lockPromo(tx, request.params.id);
        if (!before) throw missing();
        if (await promoOrdered(tx, before.id)) throw new AppError(409, errorCodes.conflict, text.inUse);
        await deletePromo(tx, before.id);
        await recordAudit(tx, actor, { action: `${entity}.delete`, entity, entityId: before.id, before });
      });
      return reply.code(204).send(null);
    },
  );
};

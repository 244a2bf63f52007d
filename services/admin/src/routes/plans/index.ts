import { Type } from '@sinclair/typebox';
import { AdminPlan, ErrorBody, planAdminMessages as text, PlanInput, PlanParams } from '@undangin/contracts';
import { badRequest, notFound, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { actorOf, recordAudit } from '../../repositories/audit';
import { listPlans, lockPlan, updatePlan } from '../../repositories/plans';

const entity = 'plan';
const security = [{ bearer: [] }];
const tags = ['plans'];
const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** Whether the input sells only what it carries, and keeps the free plan free and on sale. */
function checked(id: string, input: PlanInput): PlanInput {
  const line = input.features.find((f) => f.entitlement && !input.entitlements.includes(f.entitlement));
  if (line)
    throw badRequest(text.lineNotCarried(line.text.trim()), [
      { field: 'features', message: text.lineNotCarried(line.text.trim()) },
    ]);
  if (id === 'gratis' && (input.price !== 0 || !input.is_active)) throw badRequest(text.freeMustStay);
  return input;
}

/** The plan editor: name, price, interval, limits, feature lines and what each stands for, entitlements; audited. */
export const planRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/plans',
    { schema: { tags, summary: 'Semua paket', security, response: { 200: Type.Array(AdminPlan), ...refused } } },
    async (request) => listPlans(request.em),
  );

  app.put(
    '/plans/:id',
    {
      schema: {
        tags,
        summary: 'Ubah paket',
        security,
        params: PlanParams,
        body: PlanInput,
        response: { 200: AdminPlan, 404: ErrorBody, ...refused },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const input = checked(request.params.id, request.body);
      return request.em.transactional(async (tx) => {
        const before = await lockPlan(tx, request.params.id);
        if (!before) throw notFound(text.notFound);
        await updatePlan(tx, before.id, input);
        const after = (await lockPlan(tx, before.id))!;
        await recordAudit(tx, actor, { action: `${entity}.update`, entity, entityId: after.id, before, after });
        return after;
      });
    },
  );
};

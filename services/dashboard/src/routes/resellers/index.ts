import { Type } from '@sinclair/typebox';
import {
  BrandAnswer,
  BrandInput,
  ClientInput,
  ClientList,
  ClientParams,
  ErrorBody,
  InvitationClientBody,
  InvitationParams,
  maxResellerClients,
  ResellerBrand,
  ResellerClient,
  resellerMessages as text,
} from '@undangin/contracts';
import {
  badRequest,
  hasEntitlement,
  notFound,
  requiredPlan,
  requireEntitlement,
  requireInvitation,
  requireUser,
  type FastifyPluginAsyncTypebox,
} from '@undangin/service-kit';
import { brandFields, clientFields } from '../../domain/resellers';
import {
  brandOf,
  clientOf,
  deleteBrand,
  deleteClient,
  insertClient,
  listClients,
  lockClients,
  saveBrand,
  setInvitationClient,
  updateClient,
} from '../../repositories/resellers';

const tags = ['resellers'];
const missing = () => notFound(text.clientNotFound);

/**
 * A reseller's clients and brand, the account's own. Reading, deleting and unlinking work on any plan (a lapsed
 * reseller keeps their records); adding, editing and linking need `client_accounts`, the brand `white_label`.
 */
export const resellerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', app.authenticate);

  app.get('/clients', { schema: { tags, response: { 200: ClientList, '4xx': ErrorBody } } }, async (request, reply) => {
    const userId = requireUser(request).id;
    reply.header('cache-control', 'private, no-store');
    const entitled = await hasEntitlement(request.em, userId, 'client_accounts');
    return {
      clients: await listClients(request.em, userId),
      max: maxResellerClients,
      locked: entitled ? null : await requiredPlan(request.em, 'client_accounts'),
    };
  });

  app.post(
    '/clients',
    { schema: { tags, body: ClientInput, response: { 201: ResellerClient, '4xx': ErrorBody } } },
    async (request, reply) => {
      const userId = requireUser(request).id;
      await requireEntitlement(request.em, userId, 'client_accounts');
      const fields = clientFields(request.body);
      const id = await request.em.transactional(async (tx) => {
        if ((await lockClients(tx, userId)) >= maxResellerClients)
          throw badRequest(text.tooManyClients(maxResellerClients));
        return insertClient(tx, userId, fields);
      });
      return reply.code(201).send((await clientOf(request.em, userId, id))!);
    },
  );

  app.put(
    '/clients/:clientId',
    { schema: { tags, params: ClientParams, body: ClientInput, response: { 200: ResellerClient, '4xx': ErrorBody } } },
    async (request) => {
      const userId = requireUser(request).id;
      if (!(await clientOf(request.em, userId, request.params.clientId))) throw missing();
      await requireEntitlement(request.em, userId, 'client_accounts');
      if (!(await updateClient(request.em, userId, request.params.clientId, clientFields(request.body))))
        throw missing();
      return (await clientOf(request.em, userId, request.params.clientId))!;
    },
  );

  app.delete(
    '/clients/:clientId',
    { schema: { tags, params: ClientParams, response: { 204: Type.Null(), '4xx': ErrorBody } } },
    async (request, reply) => {
      if (!(await deleteClient(request.em, requireUser(request).id, request.params.clientId))) throw missing();
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/invitations/:id/client',
    {
      schema: {
        tags,
        params: InvitationParams,
        body: InvitationClientBody,
        response: { 200: Type.Object({ client_id: Type.Union([Type.String(), Type.Null()]) }), '4xx': ErrorBody },
      },
    },
    async (request) => {
      const caller = await requireInvitation(request, request.params.id, 'owner');
      const clientId = request.body.client_id;
      if (clientId !== null) {
        await requireEntitlement(request.em, caller.ownerId, 'client_accounts');
        if (!(await clientOf(request.em, caller.ownerId, clientId))) throw missing();
      }
      await setInvitationClient(request.em, request.params.id, clientId);
      return { client_id: clientId };
    },
  );

  app.get('/brand', { schema: { tags, response: { 200: BrandAnswer, '4xx': ErrorBody } } }, async (request, reply) => {
    const userId = requireUser(request).id;
    reply.header('cache-control', 'private, no-store');
    const entitled = await hasEntitlement(request.em, userId, 'white_label');
    return {
      brand: await brandOf(request.em, userId),
      locked: entitled ? null : await requiredPlan(request.em, 'white_label'),
    };
  });

  app.put(
    '/brand',
    { schema: { tags, body: BrandInput, response: { 200: ResellerBrand, '4xx': ErrorBody } } },
    async (request) => {
      const userId = requireUser(request).id;
      await requireEntitlement(request.em, userId, 'white_label');
      const brand = await brandFields(request.em, userId, request.body);
      await saveBrand(request.em, userId, brand);
      return brand;
    },
  );

  app.delete(
    '/brand',
    { schema: { tags, response: { 204: Type.Null(), '4xx': ErrorBody } } },
    async (request, reply) => {
      await deleteBrand(request.em, requireUser(request).id);
      return reply.code(204).send(null);
    },
  );
};

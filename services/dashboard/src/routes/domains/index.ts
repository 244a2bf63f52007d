import { Type } from '@sinclair/typebox';
import {
  DomainAnswer,
  DomainBody,
  CustomDomain,
  ErrorBody,
  InvitationParams,
  domainMessages,
} from '@undangin/contracts';
import { overLimit } from '@undangin/db';
import {
  AppError,
  hasEntitlement,
  requiredPlan,
  requireEntitlement,
  requireInvitation,
  type FastifyPluginAsyncTypebox,
} from '@undangin/service-kit';
import type { Mailer } from '@undangin/service-kit/mail';
import { addDomain, checkDomain, domainView, removeDomain } from '../../domain/custom-domains';
import type { DomainSettings } from '../../domain/domain-settings';
import { domainOfInvitation, servingDomainOf } from '../../repositories/custom-domains';

/** 'Periksa' asks real DNS: a few times a minute per invitation is plenty. */
const checkLimit = { max: 6, windowSeconds: 60 };

/**
 * An invitation's custom domain, its owner's alone (the TXT token proves the domain for the account): read it (any
 * plan, so the page can show the lock), connect one and check it (`custom_domain`), remove it (any plan: a lapsed
 * host may free the name).
 */
export const domainRoutes =
  (settings: DomainSettings, mailer: Mailer): FastifyPluginAsyncTypebox =>
  async (app) => {
    const tags = ['domains'];
    app.get(
      '/invitations/:id/domain',
      {
        preValidation: [app.authenticate],
        schema: { tags, params: InvitationParams, response: { 200: DomainAnswer, '4xx': ErrorBody } },
      },
      async (request, reply) => {
        const caller = await requireInvitation(request, request.params.id, 'owner');
        const row = await domainOfInvitation(request.em, request.params.id);
        const entitled = await hasEntitlement(request.em, caller.ownerId, 'custom_domain');
        reply.header('cache-control', 'private, no-store');
        const serving = row ? (await servingDomainOf(request.em, request.params.id)) === row.domain : false;
        return {
          domain: row ? domainView(settings, row, serving) : null,
          locked: entitled ? null : await requiredPlan(request.em, 'custom_domain'),
        };
      },
    );

    app.post(
      '/invitations/:id/domain',
      {
        preValidation: [app.authenticate],
        schema: { tags, params: InvitationParams, body: DomainBody, response: { 201: CustomDomain, '4xx': ErrorBody } },
      },
      async (request, reply) => {
        const caller = await requireInvitation(request, request.params.id, 'owner');
        await requireEntitlement(request.em, caller.ownerId, 'custom_domain');
        const row = await request.em.transactional((tx) =>
          addDomain(tx, settings, { userId: caller.userId, invitationId: request.params.id }, request.body.domain),
        );
        return reply.code(201).send(domainView(settings, row));
      },
    );

    app.post(
      '/invitations/:id/domain/check',
      {
        preValidation: [app.authenticate],
        schema: { tags, params: InvitationParams, response: { 200: CustomDomain, '4xx': ErrorBody } },
      },
      async (request, reply) => {
        const caller = await requireInvitation(request, request.params.id, 'owner');
        await requireEntitlement(request.em, caller.ownerId, 'custom_domain');
        const row = await domainOfInvitation(request.em, request.params.id);
        if (!row) throw new AppError(404, 'not_found', domainMessages.none);
        // Per invitation: removing and adding the domain again does not start a new allowance.
        const limit = await overLimit(
          request.em,
          'dashboard_rate_limits',
          `domain-check:${request.params.id}`,
          checkLimit,
        );
        if (limit.over) {
          reply.header('retry-after', String(limit.retryAfterSeconds));
          throw new AppError(429, 'too_many_requests', domainMessages.tooMany);
        }
        const checked = await checkDomain(request.em, settings, mailer, row);
        if (!checked) throw new AppError(404, 'not_found', domainMessages.none);
        const serving = (await servingDomainOf(request.em, request.params.id)) === checked.domain;
        return domainView(settings, checked, serving);
      },
    );

    app.delete(
      '/invitations/:id/domain',
      {
        preValidation: [app.authenticate],
        schema: { tags, params: InvitationParams, response: { 204: Type.Null(), '4xx': ErrorBody } },
      },
      async (request, reply) => {
        await requireInvitation(request, request.params.id, 'owner');
        // Idempotent: a second tap (or a retry) finds nothing left to remove and says the same.
        await request.em.transactional((tx) => removeDomain(tx, request.params.id));
        return reply.code(204).send(null);
      },
    );
  };

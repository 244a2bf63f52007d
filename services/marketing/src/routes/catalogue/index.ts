import { Type } from '@sinclair/typebox';
import {
  featureLines,
  isEntitlement,
  Plan,
  PortfolioItem,
  PrintTemplate,
  Promo,
  Theme,
  Tutorial,
} from '@undangin/contracts';
import { conditional, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { listActivePlans, unavailableEntitlements } from '../../repositories/plans';
import { listActivePrintTemplates } from '../../repositories/print-templates';
import { listPortfolio } from '../../repositories/portfolio';
import { listCurrentPromos } from '../../repositories/promos';
import { listActiveThemes } from '../../repositories/themes';
import { listTutorials } from '../../repositories/tutorials';

const list = <T extends Parameters<typeof Type.Array>[0]>(item: T) => ({ 200: Type.Array(item) });

/** What the public site lists: plans, print templates, themes, tutorials and promos, straight from Postgres. */
export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/portfolio',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Undangan yang pemiliknya izinkan tampil',
        response: list(PortfolioItem),
      },
    },
    async (request, reply) => conditional(request, reply, await listPortfolio(request.em)),
  );

  app.get(
    '/plans',
    { schema: { tags: ['catalogue'], summary: 'Paket aktif, termurah dahulu', response: list(Plan) } },
    async (request, reply) => {
      const [rows, unavailable] = await Promise.all([listActivePlans(request.em), unavailableEntitlements(request.em)]);
      return conditional(
        request,
        reply,
        rows.map((row) => ({
          ...row,
          features: featureLines(row.features),
          entitlements: row.entitlements.filter(isEntitlement),
          unavailable,
        })),
      );
    },
  );

  app.get(
    '/print-templates',
    { schema: { tags: ['catalogue'], summary: 'Template cetak aktif', response: list(PrintTemplate) } },
    async (request, reply) => {
      return conditional(request, reply, await listActivePrintTemplates(request.em));
    },
  );

  app.get(
    '/themes',
    { schema: { tags: ['catalogue'], summary: 'Katalog tema undangan', response: list(Theme) } },
    async (request, reply) => {
      return conditional(request, reply, await listActiveThemes(request.em));
    },
  );

  app.get(
    '/tutorials',
    { schema: { tags: ['catalogue'], summary: 'Tutorial', response: list(Tutorial) } },
    async (request, reply) => {
      return conditional(request, reply, await listTutorials(request.em));
    },
  );

  app.get(
    '/promos',
    { schema: { tags: ['catalogue'], summary: 'Promo yang berlaku', response: list(Promo) } },
    async (request, reply) => {
      return conditional(request, reply, await listCurrentPromos(request.em));
    },
  );
};

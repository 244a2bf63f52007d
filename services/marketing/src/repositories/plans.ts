import { selection, type EntityManager, type SelectedRow } from '@undangin/db';

// Reads only: the admin service owns the plans table.

const shown = selection('plans', [
  'id',
  'name',
  'description',
  'price',
  'billing_interval',
  'features',
  'entitlements',
  'max_invitations',
  'max_guests_per_invitation',
]);

/** Active plans, cheapest first; `features` as stored (the catalogue route reads its lines). */
export function listActivePlans(em: EntityManager): Promise<Array<SelectedRow<typeof shown>>> {
  return em.execute(`select ${shown.sql()} from plans where is_active order by price, name`);
}

/** Entitlements this server cannot deliver now: Integrasi WhatsApp while the dashboard runs no WhatsApp channel. */
export async function unavailableEntitlements(em: EntityManager): Promise<Array<'whatsapp_api'>> {
  const rows = await em.execute<Array<{ channel: string }>>(`select channel from whatsapp_channel where id = 1`);
  return rows[0]?.channel === 'off' ? ['whatsapp_api'] : [];
}

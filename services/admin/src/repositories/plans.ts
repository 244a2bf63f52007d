import { featureLines, isEntitlement, type AdminPlan, type PlanInput } from '@undangin/contracts';
import { selection, type EntityManager, type SelectedRow } from '@undangin/db';
import { iso } from '@undangin/service-kit';

// The admin service owns the plans table: the catalogue the pricing page, billing and every entitlement read.

const written = selection('plans', [
  'name',
  'description',
  'price',
  'billing_interval',
  'max_invitations',
  'max_guests_per_invitation',
  'storage_quota_mb',
  'is_active',
  'features',
  'entitlements',
]);
const shown = selection('plans', ['id', ...written.names, 'updated_at']);

function toPlan(row: SelectedRow<typeof shown>): AdminPlan {
  return {
    ...row,
    description: row.description ?? '',
    features: featureLines(row.features),
    entitlements: row.entitlements.filter(isEntitlement),
    updated_at: iso(row.updated_at),
  };
}

/** Every plan, on sale or not, cheapest first. */
export async function listPlans(em: EntityManager): Promise<AdminPlan[]> {
  const rows = await em.execute<Array<SelectedRow<typeof shown>>>(
    `select ${shown.sql()} from plans order by price, name`,
  );
  return rows.map(toPlan);
}

/** One plan, held for the rest of the transaction (an edit and its audit row see the same state). */
export async function lockPlan(em: EntityManager, id: string): Promise<AdminPlan | null> {
  const [row] = await em.execute<Array<SelectedRow<typeof shown>>>(
    `select ${shown.sql()} from plans where id = ? for update`,
    [id],
  );
  return row ? toPlan(row) : null;
}

export async function updatePlan(em: EntityManager, id: string, input: PlanInput): Promise<void> {
  const values: Record<(typeof written.names)[number], unknown> = {
    ...input,
    name: input.name.trim(),
    description: input.description.trim() || null,
    features: JSON.stringify(input.features.map((line) => ({ text: line.text.trim(), entitlement: line.entitlement }))),
    // A Postgres array of plain words.
    entitlements: `{${input.entitlements.join(',')}}`,
  };
  await em.execute(
    `update plans set ${written.assignments({ features: 'jsonb', entitlements: 'text[]' })}, updated_at = now() where id = ?`,
    [...written.names.map((name) => values[name]), id],
  );
}

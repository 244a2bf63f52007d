import type { EntityManager } from '@undangin/db';

/** The partner of a live referral click: its cookie's lifetime not past, the partner active. */
export async function clickPartner(
  em: EntityManager,
  clickId: string,
  days: number,
): Promise<{ partner_id: string; partner_email: string } | null> {
  const [row] = await em.execute<Array<{ partner_id: string; partner_email: string }>>(
    `select p.id as partner_id, p.email as partner_email from referral_clicks c join partners p on p.id = c.partner_id
      where c.id = ? and c.created_at > now() - make_interval(days => ?) and p.status = 'active'`,
    [clickId, days],
  );
  return row ?? null;
}

/** Records who referred a new account (once: the first sign-up of the account keeps it). */
export async function insertReferral(
  em: EntityManager,
  referral: { userId: string; partnerId: string; clickId: string },
): Promise<void> {
  await em.execute(`insert into referrals (user_id, partner_id, click_id) values (?, ?, ?) on conflict do nothing`, [
    referral.userId,
    referral.partnerId,
    referral.clickId,
  ]);
}

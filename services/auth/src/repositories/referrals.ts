import type { EntityManager } from '@undangin/db';

/** The partner of a live referral click: its cookie's lifetime not past, the partner active. */
export async function clickPartner(
  em: EntityManager,
  clickId: string,
  days: number,
): Promise<{ partner_id: string; emails: string[] } | null> {
  // The address the partner joined with and their account's address now: a self-referral is either.
  const [row] = await em.execute<Array<{ partner_id: string; partner_email: string; account_email: string | null }>>(
    `select p.id as partner_id, p.email as partner_email, u.email as account_email
       from referral_clicks c join partners p on p.id = c.partner_id left join auth_users u on u.id = p.user_id
      where c.id = ? and c.created_at > now() - make_interval(days => ?) and p.status = 'active'`,
    [clickId, days],
  );
  return row
    ? { partner_id: row.partner_id, emails: [row.partner_email, row.account_email ?? row.partner_email] }
    : null;
}

export async function dropReferral(em: EntityManager, userId: string): Promise<void> {
  await em.execute(`delete from referrals where user_id = ?`, [userId]);
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

import { column, hasEntitlementSql, publicInvitation, type EntityManager } from '@undangin/db';

// Reads only: the dashboard service owns custom_domains.

/**
 * What a custom domain serves: its invitation's slug, when the domain is verified, its account's plan still has
 * `custom_domain` (as servingDomainSql says) and the invitation is public. One probe of the verified names' index.
 */
export async function slugOfDomain(em: EntityManager, domain: string): Promise<string | null> {
  const [row] = await em.execute<Array<{ slug: string }>>(
    `select ${column('invitations', 'slug', 'i')} from custom_domains d join invitations i on i.id = d.invitation_id
     where d.${column('custom_domains', 'domain')} = ? and d.status = 'verified'
       and ${hasEntitlementSql('d.user_id', 'custom_domain')} and ${publicInvitation('i')}`,
    [domain],
  );
  return row?.slug ?? null;
}

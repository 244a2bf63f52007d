import { useState } from 'react';
import { Link, useParams } from '@undangin/router';
import {
  domainMessages,
  entitlementInfo,
  entitlementMessages,
  getHref,
  messages,
  type RequiredPlan,
} from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { Button, buttonClass, Notice, Skeleton } from '@undangin/ui';
import { useGetInvitationQuery } from '../../../api/invitations';
import { PlanLock } from '../../../components/PlanLock';
import { useGetDomainQuery } from '../api/get-domain';
import { DomainForm } from './DomainForm';
import { DomainStatus } from './DomainStatus';
import styles from './domains.module.css';

/** The lock of a plan without `custom_domain`: the cheapest plan that has it, its payment one tap away. */
function DomainLock({ plan }: { plan: RequiredPlan }) {
  const feature = entitlementInfo.custom_domain.name;
  return (
    <PlanLock
      testId="lock-custom_domain"
      title={feature}
      action={plan.plan_name ? entitlementMessages.upgrade(plan.plan_name) : null}
      href={plan.plan_id ? `${getHref('pricingWebsite')}?plan=${encodeURIComponent(plan.plan_id)}` : null}
    >
      {plan.plan_name
        ? entitlementMessages.required(feature, plan.plan_name)
        : entitlementMessages.unavailable(feature)}
    </PlanLock>
  );
}

/**
 * /app/edit-card/{id}/domain: the invitation's own domain. The owner types a name, creates the records shown, and
 * taps Periksa until it is verified; a plan without `custom_domain` sees the lock instead of the form.
 */
export function DomainPage() {
  useDocumentTitle(domainMessages.title);
  const { id = '' } = useParams();
  const invitation = useGetInvitationQuery(id);
  const owner = invitation.data?.role === 'owner';
  const domain = useGetDomainQuery(id, { skip: !owner });
  // The service says whether the plan has `custom_domain`; a later refusal (a plan that lapsed since) locks it too.
  const [refused, setRefused] = useState<RequiredPlan | null>(null);
  const locked = refused ?? domain.data?.locked ?? null;

  const status = (invitation.error as { status?: unknown } | undefined)?.status;
  if (status === 404 || status === 400 || status === 403)
    return <Notice title={domainMessages.title} text={messages.builder.notFoundOrForbidden} />;
  if (invitation.error)
    return (
      <Notice
        title={messages.builder.loadFailed}
        role="alert"
        action={<Button onClick={() => void invitation.refetch()}>Coba Lagi</Button>}
      />
    );
  if (!invitation.data) return <Skeleton label="Memuat custom domain..." lines={4} />;
  if (!owner) return <Notice title={domainMessages.title} text={domainMessages.ownerOnly} />;
  if (domain.isError && !domain.data)
    return (
      <Notice
        title={domainMessages.loadFailed}
        role="alert"
        action={<Button onClick={() => void domain.refetch()}>Coba Lagi</Button>}
      />
    );
  if (!domain.data) return <Skeleton label="Memuat custom domain..." lines={4} />;

  const current = domain.data.domain;
  return (
    <div className={styles.page}>
      <Link className={buttonClass('link')} to={getHref('cardList')}>
        {domainMessages.back}
      </Link>
      <header className={styles.head}>
        <h1>{domainMessages.title}</h1>
        <p className={styles.muted}>
          {invitation.data.couple_name} · /{invitation.data.slug}
        </p>
        <p className={styles.intro}>{domainMessages.intro}</p>
      </header>
      {locked ? <DomainLock plan={locked} /> : null}
      {current ? (
        <DomainStatus invitationId={id} domain={current} locked={Boolean(locked)} onLocked={setRefused} />
      ) : locked ? null : (
        <DomainForm invitationId={id} onLocked={setRefused} />
      )}
    </div>
  );
}

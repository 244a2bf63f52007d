import { useDocumentTitle } from '@undangin/platform/core';
import { LoadFailed, Skeleton } from '@undangin/ui';
import { useGetPartnerQuery } from '../api/get-partner';
import { useProgrammeParam } from '../hooks/use-programme-param';
import { CommissionTable } from './CommissionTable';
import { partnerText } from './partner-text';
import { PartnerOverview } from './PartnerOverview';
import { PayoutList } from './PayoutList';
import { ProgrammeChoice } from './ProgrammeChoice';
import { SwitchProgramme } from './SwitchProgramme';
import styles from './partner.module.css';

/**
 * /app/partner: any account may join a programme and share its referral link. Before joining, the programmes and
 * their rates ('?program=' from a public page marks one); after, the link, the figures, the commissions and payouts.
 */
export function PartnerPage() {
  useDocumentTitle(partnerText.title);
  const wanted = useProgrammeParam();
  const summary = useGetPartnerQuery(undefined, { refetchOnMountOrArgChange: true });
  const data = summary.data;
  const partner = data?.partner ?? null;
  const others = partner ? (data?.programmes ?? []).filter((p) => p.id !== partner.programme.id) : [];

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>{partnerText.title}</h1>
        <p className={styles.intro}>{partnerText.intro}</p>
      </header>
      {!data && summary.isError ? (
        <LoadFailed
          text={partnerText.loadFailed}
          retrying={summary.isFetching}
          onRetry={() => void summary.refetch()}
        />
      ) : !data ? (
        <Skeleton label={partnerText.loading} lines={4} />
      ) : !partner ? (
        <ProgrammeChoice programmes={data.programmes} wanted={wanted} />
      ) : (
        <>
          <PartnerOverview partner={partner} figures={data.figures} />
          <CommissionTable commissions={data.commissions} />
          <PayoutList payouts={data.payouts} />
          {others.length && partner.status === 'active' ? (
            <SwitchProgramme key={partner.programme.id} others={others} wanted={wanted} />
          ) : null}
        </>
      )}
    </div>
  );
}

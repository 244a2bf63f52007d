import { dashboardMessages, formatViews } from '@undangin/contracts';
import { selectAuthStatus, selectUser, useAppSelector, useDocumentTitle } from '@undangin/platform';
import { LoadFailed, Spinner, StatCard, StatGrid } from '@undangin/ui';
import { useGetOverviewQuery } from '../../../api/analytics';
import { useGetMeQuery } from '../api/get-me';
import { CountdownCard } from './CountdownCard';
import { AffiliateBanner, HelpCard, PerformanceCard, PlanCard, QuickLinks, TipsCard } from './HomeCards';
import { ActivityFeed, InvitationList } from './HomeLists';
import styles from './dashboard-home.module.css';

/** Who the dashboard service knows the caller as (by their token). */
function SignedInAs() {
  const { data: me } = useGetMeQuery();
  return (
    <p className={styles.muted} data-testid="signed-in-as">
      {me ? `Masuk sebagai ${me.email ?? me.id}` : '\u00a0'}
    </p>
  );
}

/** /app/dashboard. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  return <DashboardHome />;
}

/** The host's home: welcome, tiles, plan, countdown, quick links, performance, help, affiliate, activity, invitations, tips. */
function DashboardHome() {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectUser);
  const { data, isLoading, isError, isFetching, refetch } = useGetOverviewQuery(undefined, { skip: !user });

  if (!user)
    return status === 'unknown' ? <Spinner label="Memuat..." /> : <p role="alert">{dashboardMessages.userNotFound}</p>;
  const name = user.name?.trim() || user.email || 'Pengguna';
  // A failed load shows zeros, never a dash, with a way to try again.
  const summary = data?.summary ?? { invitations: 0, guests: 0, views: 0, response_rate: 0 };
  // The names and measures of the analytics page: key (stable for tests), name, value, what it counts.
  const tiles = [
    ['invitations', 'Undangan', String(summary.invitations), 'Undangan Anda'],
    ['guests', 'Tamu', String(summary.guests), 'Tamu undangan'],
    ['views', 'Kunjungan', formatViews(summary.views), 'Pengunjung per hari'],
    ['response', 'Respons', `${summary.response_rate}%`, 'Tamu yang sudah menjawab'],
  ] as const;

  return (
    <div className={styles.page}>
      <h1>Dashboard</h1>
      <p className={styles.welcome}>
        Selamat datang, <strong data-testid="welcome-name">{name}</strong>!
      </p>
      <SignedInAs />
      {isError ? (
        <LoadFailed text="Data dashboard belum dapat dimuat." onRetry={() => void refetch()} retrying={isFetching} />
      ) : null}
      <StatGrid label="Ringkasan" busy={isLoading}>
        {tiles.map(([key, label, value, hint]) => (
          <StatCard key={key} label={label} value={isLoading ? '…' : value} hint={hint} testId={`tile-${key}`} />
        ))}
      </StatGrid>
      <div className={styles.grid}>
        <PlanCard plan={data?.plan} loading={isLoading} />
        <CountdownCard event={data?.next_event ?? null} loading={isLoading} />
        <QuickLinks />
        <PerformanceCard performance={data?.performance} />
        <HelpCard whatsapp={data?.support_whatsapp} />
        <AffiliateBanner />
        <ActivityFeed activity={data?.activity} loading={isLoading} />
        <InvitationList />
        <TipsCard />
      </div>
    </div>
  );
}

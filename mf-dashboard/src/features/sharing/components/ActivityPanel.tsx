import { coHostUiMessages, formatDateTime } from '@undangin/contracts';
import { Button, Card, LoadFailed, Skeleton } from '@undangin/ui';
import { useGetActivityInfiniteQuery } from '../api/get-activity';
import { useNow } from '../hooks/use-now';
import styles from './sharing.module.css';

/** Within a day, how long ago ('5 menit lalu'); older, the date and time in Jakarta ('26 Nov 2026, 19.05'). */
function whenText(at: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(at)) / 60_000);
  if (minutes < 1) return coHostUiMessages.justNow;
  if (minutes < 60) return coHostUiMessages.minutesAgo(minutes);
  if (minutes < 24 * 60) return coHostUiMessages.hoursAgo(Math.floor(minutes / 60));
  return formatDateTime(at);
}

/** Who changed what on the invitation and when, newest first, a page at a time (owner and editors). */
export function ActivityPanel({ invitationId }: { invitationId: string }) {
  const now = useNow();
  // Edits elsewhere (guests, content, check-ins) add entries: opening the tab reads the log afresh.
  const {
    data,
    isLoading,
    isError,
    isFetching,
    refetch,
    fetchNextPage,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useGetActivityInfiniteQuery(invitationId, { refetchOnMountOrArgChange: true });
  const entries = data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Card titleId="activity-title" title={coHostUiMessages.activityTitle}>
      <div className={styles.form}>
        <p className={styles.muted}>{coHostUiMessages.activityIntro}</p>
        {isLoading ? <Skeleton label={coHostUiMessages.loadingMore} lines={4} /> : null}
        {data && !entries.length ? <p className={styles.muted}>{coHostUiMessages.activityEmpty}</p> : null}
        {entries.length ? (
          <ol className={styles.entries} aria-label={coHostUiMessages.activityList} data-testid="activity-log">
            {entries.map((entry) => (
              <li key={entry.id} className={styles.entry}>
                <span>
                  <strong>{entry.actor}</strong> {entry.summary}
                </span>
                <time className={styles.muted} dateTime={entry.at} title={formatDateTime(entry.at)}>
                  {whenText(entry.at, now)}
                </time>
              </li>
            ))}
          </ol>
        ) : null}
        {isError ? (
          <LoadFailed
            text={coHostUiMessages.activityFailed}
            onRetry={() => void (isFetchNextPageError ? fetchNextPage() : refetch())}
            retrying={isFetching}
          />
        ) : null}
        {hasNextPage && !isError ? (
          <div>
            <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              {isFetchingNextPage ? coHostUiMessages.loadingMore : coHostUiMessages.loadMore}
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}

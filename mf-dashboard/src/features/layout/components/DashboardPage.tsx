import { Link } from '@undangin/router';
import { getHref } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform';
import { buttonClass } from '@undangin/ui';
import { useGetSummaryQuery } from '../../../api/analytics';
import { useListInvitationsQuery } from '../../../api/invitations';
import { useGetMeQuery } from '../api/get-me';

/** /app/dashboard and the pages still to come: the host's invitations at a glance; tiles arrive with analytics. */
export function DashboardPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const { data: me } = useGetMeQuery();
  const { data: invitations = [] } = useListInvitationsQuery(undefined, { skip: title !== 'Dashboard' });
  const { data: summary } = useGetSummaryQuery(undefined, { skip: title !== 'Dashboard' });
  return (
    <>
      <h1>{title}</h1>
      <p data-testid="signed-in-as">{me ? `Masuk sebagai ${me.email ?? me.id}` : '\u00a0'}</p>
      {title === 'Dashboard' ? (
        <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 12 }} aria-label="Ringkasan">
          {[
            ['Undangan', summary?.invitations],
            ['Tamu', summary?.guests],
            ['Views', summary?.views],
            ['Response', summary ? `${summary.response_rate}%` : undefined],
          ].map(([label, value]) => (
            <div key={label} style={{ background: 'var(--u-color-surface)', border: '1px solid var(--u-color-border)', borderRadius: 12, padding: 12 }}>
              <dt style={{ fontSize: '0.8rem', color: 'var(--u-color-muted)' }}>{label}</dt>
              <dd style={{ margin: 0, fontSize: '1.5rem', fontWeight: 800 }} data-testid={`dashboard-${label}`}>
                {value ?? '-'}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {title === 'Dashboard' ? (
        <section aria-labelledby="my-invitations">
          <h2 id="my-invitations">Undangan Saya ({invitations.length})</h2>
          <ul>
            {invitations.slice(0, 5).map((invitation) => (
              <li key={invitation.id}>
                <Link to={`/app/edit-card/${invitation.id}`}>{invitation.couple_name}</Link> · /{invitation.slug} · {invitation.guests} tamu
              </li>
            ))}
          </ul>
          <p>
            <Link to={getHref('cardList')}>Lihat semua</Link>{' '}
            <Link to={getHref('themes')} className={buttonClass()}>
              Buat Undangan
            </Link>
          </p>
        </section>
      ) : null}
    </>
  );
}

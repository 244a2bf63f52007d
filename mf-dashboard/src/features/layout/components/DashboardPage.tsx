import { useDocumentTitle } from '@undangin/platform';
import { useGetMeQuery } from '../api/get-me';

/** A signed-in page of the dashboard; its content arrives with the builder and guests issues. */
export function DashboardPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const { data: me } = useGetMeQuery();
  return (
    <>
      <h1>{title}</h1>
      <p data-testid="signed-in-as">{me ? `Masuk sebagai ${me.email ?? me.id}` : '\u00a0'}</p>
    </>
  );
}

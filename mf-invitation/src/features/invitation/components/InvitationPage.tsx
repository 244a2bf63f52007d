import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '@undangin/platform';
import { buttonClass, Notice } from '@undangin/ui';

/** /{slug}: the public invitation. Until invitations exist, every slug answers with the not-found screen. */
export function InvitationPage() {
  const { slug = '' } = useParams();
  useDocumentTitle('Undangan Tidak Ditemukan');
  return (
    <Notice
      title="Undangan Tidak Ditemukan"
      text={`Tidak ada undangan dengan alamat "${slug}".`}
      action={
        <Link to="/" className={buttonClass()}>
          Kembali
        </Link>
      }
    />
  );
}

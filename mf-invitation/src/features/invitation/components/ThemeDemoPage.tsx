import { useEffect, useState } from 'react';
import { useNavigate, useParams } from '@undangin/router';
import { invitationMessages, type PublicInvitation } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { publicApi } from '../api/public-api';
import { Loading, NotFound } from './view/ContentView';
import { InvitationView } from './view/InvitationView';

/** /demo/{themeId}: the theme with sample content; answers stay in the page. */
export function ThemeDemoPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const [invitation, setInvitation] = useState<PublicInvitation | null | undefined>(undefined);
  useDocumentTitle(invitation ? `Demo ${invitation.theme.name}` : 'Demo Tema');

  useEffect(() => {
    let cancelled = false;
    setInvitation(undefined);
    publicApi.demo(slug).then(
      (data) => !cancelled && setInvitation(data.kind === 'invitation' ? data.invitation : null),
      () => !cancelled && setInvitation(null),
    );
    return () => {
      cancelled = true;
    };
  }, [slug]);

  if (invitation === undefined) return <Loading label={invitationMessages.loading} />;
  if (!invitation)
    return (
      <NotFound
        title="Tema Tidak Ditemukan"
        text="Tema yang Anda cari tidak tersedia."
        onBack={() => void navigate('/themes')}
      />
    );
  return <InvitationView invitation={invitation} guestName="Tamu Undangan" demo />;
}

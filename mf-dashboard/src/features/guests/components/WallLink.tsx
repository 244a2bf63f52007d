import { useState } from 'react';
import { wallPath } from '@undangin/contracts';
import { Button } from '@undangin/ui';
import { useSetWallLinkMutation } from '../api/guestbook';
import styles from './guests.module.css';
import tools from './host-tools.module.css';

/**
 * 'Layar Ucapan': the wishes wall's secret link for the venue's screen. Made, copied, opened, replaced (the old link
 * stops) or revoked (open screens stop showing wishes at once).
 */
export function WallLink({
  invitationId,
  token,
  ready,
}: {
  invitationId: string;
  token: string | null;
  ready: boolean;
}) {
  const [setWallLink, { isLoading }] = useSetWallLinkMutation();
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const link = token ? `${window.location.origin}${wallPath(token)}` : null;
  const change = (revoke = false) => {
    setFailed(false);
    setCopied(false);
    setWallLink({ invitationId, revoke })
      .unwrap()
      .catch(() => setFailed(true));
  };
  // A refused clipboard (an insecure origin) leaves the link selected in its field, to copy by hand.
  const copy = () =>
    void navigator.clipboard?.writeText(link ?? '').then(
      () => setCopied(true),
      () => document.querySelector<HTMLInputElement>('#wall-link')?.select(),
    );
  return (
    <div className={tools.wall}>
      <h3>Layar Ucapan</h3>
      <p>
        Tampilkan ucapan tamu secara langsung di layar acara. Siapa pun yang memegang tautan ini dapat melihat ucapan
        yang tampil.
      </p>
      {failed ? <p role="alert">Tautan layar belum dapat diubah. Silakan coba lagi.</p> : null}
      {link ? (
        <>
          <label>
            Tautan layar ucapan
            <input id="wall-link" readOnly value={link} onFocus={(e) => e.target.select()} />
          </label>
          <div className={tools.actions}>
            <Button variant="secondary" onClick={copy}>
              {copied ? 'Tersalin' : 'Salin Tautan'}
            </Button>
            <a className={styles.linkButton} href={link} target="_blank" rel="noopener noreferrer">
              Buka Layar
            </a>
            <Button
              variant="secondary"
              disabled={isLoading}
              onClick={() => window.confirm('Tautan lama akan berhenti bekerja. Lanjutkan?') && change()}
            >
              Buat Tautan Baru
            </Button>
            <Button
              variant="danger"
              disabled={isLoading}
              onClick={() =>
                window.confirm('Layar yang sedang terbuka akan berhenti menampilkan ucapan. Cabut tautan?') &&
                change(true)
              }
            >
              Cabut Tautan
            </Button>
          </div>
        </>
      ) : (
        <div className={tools.actions}>
          <Button disabled={!ready || isLoading} onClick={() => change()}>
            Buat Tautan Layar
          </Button>
        </div>
      )}
    </div>
  );
}

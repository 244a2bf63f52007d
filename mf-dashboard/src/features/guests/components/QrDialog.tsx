import { useEffect, useState } from 'react';
import type { Guest } from '@undangin/contracts';
import { Button, Dialog } from '@undangin/ui';
import styles from './guests.module.css';
import { printQrCards } from './print-qr';

/** A guest's check-in QR code (their unguessable code), to print or to show at the door, and their personal link to copy. */
export function QrDialog({
  guest,
  eventName,
  link,
  onClose,
}: {
  guest: Guest;
  eventName: string;
  link: string;
  onClose: () => void;
}) {
  const [svg, setSvg] = useState('');
  const [blocked, setBlocked] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toString(guest.code, { type: 'svg', margin: 1, width: 240 }))
      .then((markup) => live && setSvg(markup));
    return () => {
      live = false;
    };
  }, [guest.code]);
  return (
    <Dialog title={guest.name} label={`QR ${guest.name}`} onClose={onClose} size="sheet">
      <div
        className={styles.qr}
        data-testid="guest-qr"
        data-code={guest.code}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <p className={styles.muted}>Kode: {guest.code}</p>
      <p className={styles.muted}>
        Link pribadi: <code data-testid="personal-link">{link}</code>
      </p>
      {blocked ? <p role="alert">Izinkan jendela baru untuk mencetak QR.</p> : null}
      <div className={styles.row}>
        <Button onClick={() => void printQrCards(eventName, [guest]).then((opened) => setBlocked(!opened))}>
          Cetak
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Tersalin' : 'Salin Link'}
        </Button>
      </div>
    </Dialog>
  );
}

import { useState } from 'react';
import { Alert, Button, TextField } from '@undangin/ui';
import { Check, Copy } from 'lucide-react';
import { partnerText } from './partner-text';
import styles from './partner.module.css';

/** The partner's link (this site's address with ?ref=), one tap from the clipboard. */
export function ReferralLink({ code }: { code: string }) {
  const link = `${window.location.origin}/?ref=${encodeURIComponent(code)}`;
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setFailed(false);
      setCopied(true);
    } catch {
      setCopied(false);
      setFailed(true);
    }
  }

  return (
    <div className={styles.link}>
      <div className={styles.linkRow}>
        <TextField
          label={partnerText.linkLabel}
          className={styles.linkField}
          readOnly
          value={link}
          data-testid="referral-link"
          onFocus={(event) => event.target.select()}
        />
        <Button variant="secondary" className={styles.copy} onClick={() => void copy()}>
          {copied ? <Check size={20} aria-hidden="true" /> : <Copy size={20} aria-hidden="true" />}
          {partnerText.copy}
        </Button>
      </div>
      <p className={styles.copied} role="status" data-testid="referral-copied">
        {copied ? partnerText.copied : ''}
      </p>
      {failed ? <Alert tone="error">{partnerText.copyFailed}</Alert> : null}
    </div>
  );
}

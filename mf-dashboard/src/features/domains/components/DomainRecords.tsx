import { useState } from 'react';
import { domainMessages, type DomainRecord } from '@undangin/contracts';
import { Alert, Button } from '@undangin/ui';
import { Check, Copy } from 'lucide-react';
import styles from './domains.module.css';

/** The records to create at the host's DNS provider, each value one tap from the clipboard. */
export function DomainRecords({ records, labelledBy }: { records: readonly DomainRecord[]; labelledBy: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setFailed(false);
      setCopied(value);
    } catch {
      setFailed(true);
    }
  }

  return (
    <>
      <table className={styles.records} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{domainMessages.recordType}</th>
            <th scope="col">{domainMessages.recordName}</th>
            <th scope="col">{domainMessages.recordValue}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={`${record.type} ${record.name} ${record.value}`} data-testid={`domain-record-${record.type}`}>
              <td>{record.type}</td>
              <td>
                <code>{record.name}</code>
              </td>
              <td>
                <span className={styles.value}>
                  <code data-testid="domain-record-value">{record.value}</code>
                  <Button
                    variant="secondary"
                    className={styles.copy}
                    aria-label={
                      copied === record.value
                        ? domainMessages.copiedOf(record.value)
                        : domainMessages.copyOf(record.value)
                    }
                    onClick={() => void copy(record.value)}
                  >
                    {copied === record.value ? (
                      <Check size={20} aria-hidden="true" />
                    ) : (
                      <Copy size={20} aria-hidden="true" />
                    )}
                    {copied === record.value ? domainMessages.copied : domainMessages.copy}
                  </Button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {failed ? <Alert tone="error">{domainMessages.copyFailed}</Alert> : null}
    </>
  );
}

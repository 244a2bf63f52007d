import { useState, type FormEvent } from 'react';
import { resellerMessages, type ClientInput } from '@undangin/contracts';
import { Alert, Button, TextAreaField, TextField } from '@undangin/ui';
import { useRefusal } from '../hooks/use-refusal';
import { clientsText } from './clients-text';
import styles from './clients.module.css';

type Draft = { name: string; phone: string; email: string; note: string };
const blank: Draft = { name: '', phone: '', email: '', note: '' };

/** A client's fields as the form holds them (text, never null). */
export const draftOf = (client: { name: string; phone: string | null; email: string | null; note: string | null }) => ({
  name: client.name,
  phone: client.phone ?? '',
  email: client.email ?? '',
  note: client.note ?? '',
});

/**
 * A client's name, WhatsApp number, e-mail and note (adding and changing one). The service checks the number and the
 * e-mail with the contracts' rules and names the field; its words show beside the field and in an alert.
 */
export function ClientForm({
  label,
  submitLabel,
  initial = blank,
  clearOnSave = false,
  onSave,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial?: Draft;
  clearOnSave?: boolean;
  /** Sends the client; a rejection is the service's refusal. */
  onSave: (body: ClientInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [saving, setSaving] = useState(false);
  const refusal = useRefusal();
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [key]: event.target.value }));
    if (refusal.fields[key]) refusal.clear();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.name.trim()) {
      refusal.fail('name', resellerMessages.nameEmpty);
      return;
    }
    refusal.clear();
    setSaving(true);
    try {
      await onSave({
        name: draft.name.trim(),
        phone: draft.phone.trim() || null,
        email: draft.email.trim() || null,
        note: draft.note.trim() || null,
      });
      if (clearOnSave) setDraft(blank);
    } catch (err) {
      refusal.show(err, clientsText.failed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <div className={styles.fields}>
        <TextField
          label={clientsText.name}
          className={styles.field}
          autoComplete="off"
          maxLength={100}
          value={draft.name}
          onChange={set('name')}
          error={refusal.fields.name}
        />
        <TextField
          label={clientsText.phone}
          className={styles.field}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder={clientsText.phonePlaceholder}
          maxLength={20}
          value={draft.phone}
          onChange={set('phone')}
          error={refusal.fields.phone}
        />
        <TextField
          label={clientsText.email}
          className={styles.field}
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={254}
          value={draft.email}
          onChange={set('email')}
          error={refusal.fields.email}
        />
      </div>
      <TextAreaField
        label={clientsText.note}
        className={styles.field}
        rows={2}
        maxLength={500}
        value={draft.note}
        onChange={set('note')}
        error={refusal.fields.note}
      />
      {refusal.message ? <Alert tone="error">{refusal.message}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {clientsText.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

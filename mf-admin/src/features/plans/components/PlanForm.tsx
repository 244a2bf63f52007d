import { useState, type FormEvent } from 'react';
import {
  billingIntervals,
  billingLabel,
  comingSoonLabel,
  entitlementInfo,
  entitlementKeys,
  type AdminPlan,
  type Entitlement,
  type PlanInput,
} from '@undangin/contracts';
import { Button, CheckboxField, SelectField, TextAreaField, TextField } from '@undangin/ui';
import styles from './plans.module.css';

const none = '';
const lineOptions = [
  { value: none, label: 'Tidak mewakili hak (batas, dasar, dukungan)' },
  ...entitlementKeys.map((key) => ({ value: key, label: entitlementInfo[key].name })),
];
const soon = (key: Entitlement) => (entitlementInfo[key].built ? '' : ` (${comingSoonLabel})`);

/** One plan's editor: name, price, interval, limits (-1: none), its lines and what each stands for, its entitlements. */
export function PlanForm({
  plan,
  saving,
  onSave,
  onCancel,
}: {
  plan: AdminPlan;
  saving: boolean;
  onSave(input: PlanInput): void;
  onCancel(): void;
}) {
  const { id: _id, updated_at: _at, ...initial } = plan;
  const [draft, setDraft] = useState<PlanInput>(initial);
  const set = <K extends keyof PlanInput>(key: K, value: PlanInput[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const number = (key: 'price' | 'max_invitations' | 'max_guests_per_invitation' | 'storage_quota_mb') => ({
    type: 'number',
    inputMode: 'numeric' as const,
    value: String(draft[key]),
    onChange: (e: { target: { value: string } }) => set(key, Number(e.target.value)),
  });
  const setLine = (index: number, line: Partial<PlanInput['features'][number]>) =>
    set(
      'features',
      draft.features.map((current, i) => (i === index ? { ...current, ...line } : current)),
    );
  const toggle = (key: Entitlement, on: boolean) =>
    set('entitlements', on ? [...draft.entitlements, key] : draft.entitlements.filter((k) => k !== key));

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave({ ...draft, features: draft.features.filter((line) => line.text.trim()) });
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label={`Ubah paket ${plan.name}`}>
      <div className={styles.grid}>
        <TextField label="Nama paket" value={draft.name} maxLength={60} onChange={(e) => set('name', e.target.value)} />
        <TextField label="Harga (Rp)" {...number('price')} />
        <SelectField
          label="Masa berlaku"
          value={draft.billing_interval}
          onChange={(e) => set('billing_interval', e.target.value as PlanInput['billing_interval'])}
          options={billingIntervals.map((b) => ({ value: b, label: billingLabel(b) }))}
        />
        <TextField label="Undangan (-1: tanpa batas)" {...number('max_invitations')} />
        <TextField label="Tamu per undangan (-1: tanpa batas)" {...number('max_guests_per_invitation')} />
        <TextField label="Penyimpanan MB (-1: tanpa batas)" {...number('storage_quota_mb')} />
      </div>
      <TextAreaField
        label="Deskripsi"
        rows={2}
        maxLength={300}
        value={draft.description}
        onChange={(e) => set('description', e.target.value)}
      />
      <CheckboxField
        label="Dijual (tampil di halaman harga)"
        checked={draft.is_active}
        onChange={(e) => set('is_active', e.target.checked)}
      />

      <fieldset className={styles.fieldset}>
        <legend>Hak Paket</legend>
        <div className={styles.checks}>
          {entitlementKeys.map((key) => (
            <CheckboxField
              key={key}
              label={`${entitlementInfo[key].name}${soon(key)}`}
              checked={draft.entitlements.includes(key)}
              onChange={(e) => toggle(key, e.target.checked)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Baris Fitur</legend>
        <p className={styles.hint}>
          Urutan baris adalah urutan di kartu paket. Baris yang mewakili hak yang belum tersedia tampil dengan label
          &apos;{comingSoonLabel}&apos;.
        </p>
        <ol className={styles.lines}>
          {draft.features.map((line, index) => (
            <li key={index} className={styles.line}>
              <TextField
                label={`Baris ${index + 1}`}
                value={line.text}
                maxLength={120}
                onChange={(e) => setLine(index, { text: e.target.value })}
              />
              <SelectField
                label={`Mewakili (baris ${index + 1})`}
                value={line.entitlement ?? none}
                onChange={(e) => setLine(index, { entitlement: (e.target.value || null) as Entitlement | null })}
                options={lineOptions}
              />
              <Button
                variant="secondary"
                onClick={() =>
                  set(
                    'features',
                    draft.features.filter((_, i) => i !== index),
                  )
                }
                aria-label={`Hapus baris ${index + 1}`}
              >
                Hapus
              </Button>
            </li>
          ))}
        </ol>
        {draft.features.length < 20 ? (
          <Button
            variant="secondary"
            onClick={() => set('features', [...draft.features, { text: '', entitlement: null }])}
          >
            Tambah Baris
          </Button>
        ) : null}
      </fieldset>

      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Batal
        </Button>
        <Button type="submit" loading={saving}>
          Simpan Paket
        </Button>
      </div>
    </form>
  );
}

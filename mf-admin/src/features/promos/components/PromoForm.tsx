import { useState, type FormEvent } from 'react';
import { formatRupiah, type AdminPromo, type Plan, type PromoInput } from '@undangin/contracts';
import { Button, SelectField, TextAreaField, TextField } from '@undangin/ui';
import styles from './promos.module.css';

/** A datetime-local value in Jakarta time (UTC+7, no daylight saving) and back. */
const toLocal = (iso: string) => new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 16);
const fromLocal = (local: string) => new Date(`${local}:00+07:00`).toISOString();
const inAWeek = () => toLocal(new Date(Date.now() + 7 * 86_400_000).toISOString());

type Draft = Omit<PromoInput, 'promo_price' | 'max_uses' | 'valid_until' | 'features' | 'sort_order'> & {
  promo_price: string;
  max_uses: string;
  valid_until: string;
  features: string;
  sort_order: string;
};

const draftOf = (promo: AdminPromo | null): Draft => ({
  id: promo?.id ?? '',
  title: promo?.title ?? '',
  subtitle: promo?.subtitle ?? '',
  description: promo?.description ?? '',
  plan_id: promo?.plan_id ?? '',
  promo_price: promo ? String(promo.promo_price) : '',
  valid_until: promo ? toLocal(promo.valid_until) : inAWeek(),
  max_uses: promo?.max_uses ? String(promo.max_uses) : '',
  new_accounts_only: promo?.new_accounts_only ?? false,
  once_per_account: promo?.once_per_account ?? true,
  features: promo?.features.join('\n') ?? '',
  badge: promo?.badge ?? 'Promo',
  color: promo?.color ?? '#db2777',
  urgent: promo?.urgent ?? false,
  sort_order: String(promo?.sort_order ?? 0),
});

/** The promo's fields, checked as the service checks them; `problem` is the first thing to fix, in Indonesian. */
function inputOf(draft: Draft, plans: readonly Plan[]): { input?: PromoInput; problem?: string } {
  const plan = plans.find((p) => p.id === draft.plan_id);
  const price = Number(draft.promo_price);
  const cap = draft.max_uses.trim() ? Number(draft.max_uses) : null;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(draft.id) || draft.id.length < 3)
    return { problem: 'Kode promo: huruf kecil, angka dan tanda hubung, minimal 3 karakter.' };
  if (draft.title.trim().length < 3) return { problem: 'Judul promo minimal 3 karakter.' };
  if (!plan) return { problem: 'Pilih paket yang dijual promo ini.' };
  if (!Number.isInteger(price) || price < 1 || price >= plan.price)
    return { problem: `Harga promo harus angka di bawah harga paket (${formatRupiah(plan.price)}).` };
  if (!draft.valid_until || Date.parse(fromLocal(draft.valid_until)) <= Date.now())
    return { problem: 'Tanggal berakhir harus di masa depan.' };
  if (cap !== null && (!Number.isInteger(cap) || cap < 1))
    return { problem: 'Batas pemakaian harus angka 1 atau lebih.' };
  return {
    input: {
      ...draft,
      promo_price: price,
      max_uses: cap,
      valid_until: fromLocal(draft.valid_until),
      features: draft.features
        .split('\n')
        .map((f) => f.trim())
        .filter(Boolean),
      sort_order: Number(draft.sort_order) || 0,
    },
  };
}

/** Create or edit a promo: title, plan, price, validity and usage cap first, then how its card looks. */
export function PromoForm({
  promo,
  plans,
  saving,
  onSave,
  onCancel,
}: {
  promo: AdminPromo | null;
  plans: readonly Plan[];
  saving: boolean;
  onSave: (input: PromoInput) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(promo));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const tick =
    (key: 'new_accounts_only' | 'once_per_account' | 'urgent') => (event: { target: { checked: boolean } }) =>
      setDraft((current) => ({ ...current, [key]: event.target.checked }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { input, problem: first } = inputOf(draft, plans);
    setProblem(first ?? null);
    if (input) onSave(input);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={promo ? 'Ubah promo' : 'Promo baru'}>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <TextField
        label="Kode promo"
        value={draft.id}
        onChange={set('id')}
        disabled={Boolean(promo)}
        hint="Dipakai di tautan pembayaran; tidak dapat diubah setelah dibuat."
      />
      <TextField label="Judul" value={draft.title} onChange={set('title')} />
      <SelectField
        label="Paket"
        id="promo-plan"
        value={draft.plan_id}
        onChange={set('plan_id')}
        options={[
          { value: '', label: 'Pilih paket' },
          ...plans
            .filter((plan) => plan.price > 0)
            .map((plan) => ({ value: plan.id, label: `${plan.name} (${formatRupiah(plan.price)})` })),
        ]}
      />
      <TextField label="Harga promo (Rp)" inputMode="numeric" value={draft.promo_price} onChange={set('promo_price')} />
      <TextField
        label="Berlaku sampai (WIB)"
        type="datetime-local"
        value={draft.valid_until}
        onChange={set('valid_until')}
      />
      <TextField
        label="Batas pemakaian"
        inputMode="numeric"
        value={draft.max_uses}
        onChange={set('max_uses')}
        hint="Jumlah pembayaran yang boleh memakai promo ini. Kosongkan bila tanpa batas."
      />
      <label className={styles.check}>
        <input type="checkbox" checked={draft.new_accounts_only} onChange={tick('new_accounts_only')} /> Khusus akun
        baru
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={draft.once_per_account} onChange={tick('once_per_account')} /> Sekali per akun
      </label>
      <TextField label="Subjudul" value={draft.subtitle} onChange={set('subtitle')} />
      <TextAreaField label="Deskripsi" rows={3} value={draft.description} onChange={set('description')} />
      <TextAreaField label="Fitur (satu per baris)" rows={3} value={draft.features} onChange={set('features')} />
      <TextField label="Label kartu" value={draft.badge} onChange={set('badge')} />
      <TextField label="Warna" type="color" value={draft.color} onChange={set('color')} />
      <label className={styles.check}>
        <input type="checkbox" checked={draft.urgent} onChange={tick('urgent')} /> Promo utama (hitung mundur di halaman
        Promo)
      </label>
      <TextField label="Urutan" inputMode="numeric" value={draft.sort_order} onChange={set('sort_order')} />
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          {saving ? 'Menyimpan...' : 'Simpan Promo'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Batal
        </Button>
      </div>
    </form>
  );
}

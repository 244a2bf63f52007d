import { formatRupiah, PromoInput, type AdminPromo, type Plan } from '@undangin/contracts';
import { useSchemaForm, type SchemaFormOptions } from '@undangin/platform/forms';
import { Button, CheckboxField, SelectField, TextAreaField, TextField } from '@undangin/ui';
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

/** What the service is sent: numbers from the digits typed, the time in UTC, one feature a line. */
const inputOf = (draft: Draft): PromoInput => ({
  ...draft,
  promo_price: Number(draft.promo_price.trim() || Number.NaN),
  max_uses: draft.max_uses.trim() ? Number(draft.max_uses) : null,
  valid_until: draft.valid_until ? fromLocal(draft.valid_until) : '',
  features: draft.features
    .split('\n')
    .map((f) => f.trim())
    .filter(Boolean),
  sort_order: Number(draft.sort_order) || 0,
});

const ended = 'Tanggal berakhir harus di masa depan.';

/** The promo checked as the service checks it (PromoInput) and against its plan, in the form's words. */
const checksFor =
  (plans: readonly Plan[]) =>
  (draft: Draft): SchemaFormOptions<Draft> => {
    const plan = plans.find((p) => p.id === draft.plan_id);
    const priceText = `Harga promo harus angka di bawah harga paket (${formatRupiah(plan?.price ?? 0)}).`;
    return {
      toValue: inputOf,
      labels: { subtitle: 'Subjudul', description: 'Deskripsi', features: 'Fitur', badge: 'Label kartu' },
      messages: {
        id: 'Kode promo: huruf kecil, angka dan tanda hubung, minimal 3 karakter.',
        title: 'Judul promo minimal 3 karakter.',
        plan_id: 'Pilih paket yang dijual promo ini.',
        promo_price: priceText,
        valid_until: ended,
        max_uses: 'Batas pemakaian harus angka 1 atau lebih.',
        color: 'Warna harus kode #rrggbb.',
        sort_order: 'Urutan harus bilangan bulat.',
      },
      rules: () => ({
        title: draft.title.trim().length < 3 && 'Judul promo minimal 3 karakter.',
        plan_id: !plan && 'Pilih paket yang dijual promo ini.',
        promo_price: plan && Number(draft.promo_price) >= plan.price && priceText,
        valid_until: (!draft.valid_until || Date.parse(fromLocal(draft.valid_until)) <= Date.now()) && ended,
      }),
    };
  };

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
  const { draft, set, tick, submit, problem } = useSchemaForm(PromoInput, () => draftOf(promo), checksFor(plans));

  return (
    <form className={styles.form} onSubmit={submit(onSave)} noValidate aria-label={promo ? 'Ubah promo' : 'Promo baru'}>
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
      <CheckboxField label="Khusus akun baru" checked={draft.new_accounts_only} onChange={tick('new_accounts_only')} />
      <CheckboxField label="Sekali per akun" checked={draft.once_per_account} onChange={tick('once_per_account')} />
      <TextField label="Subjudul" value={draft.subtitle} onChange={set('subtitle')} />
      <TextAreaField label="Deskripsi" rows={3} value={draft.description} onChange={set('description')} />
      <TextAreaField label="Fitur (satu per baris)" rows={3} value={draft.features} onChange={set('features')} />
      <TextField label="Label kartu" value={draft.badge} onChange={set('badge')} />
      <TextField label="Warna" type="color" value={draft.color} onChange={set('color')} />
      <CheckboxField
        label="Promo utama (hitung mundur di halaman Promo)"
        checked={draft.urgent}
        onChange={tick('urgent')}
      />
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

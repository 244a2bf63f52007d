import { useState, type FormEvent } from 'react';
import type { Guest, GuestBody } from '@undangin/contracts';
import { Alert, Button, Dialog, SelectField, TextField } from '@undangin/ui';
import styles from './guests.module.css';

const guestCounts = Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: `${i + 1} orang` }));

/** Add or edit one guest: name and WhatsApp required, group, seats, guest count 1–10, diet and note optional. */
export function GuestDialog({
  guest,
  onSave,
  onClose,
}: {
  guest: Guest | null;
  onSave: (body: GuestBody) => Promise<string | null>;
  onClose: () => void;
}) {
  const [form, setForm] = useState({
    name: guest?.name ?? '',
    phone: guest?.phone ?? '',
    group_name: guest?.group_name ?? '',
    seats: guest?.seats ?? 1,
    guest_count: guest?.guest_count ?? 1,
    dietary_requirements: guest?.dietary_requirements ?? '',
    message: guest?.message ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    // Adding needs a number; a guest already on the list (one who answered alone, a walk-in) may stay without one.
    if (!form.name.trim() || (!guest && !form.phone.trim()))
      return setError(guest ? 'Nama tamu wajib diisi.' : 'Nama dan nomor WhatsApp wajib diisi.');
    setBusy(true);
    setError(await onSave(form));
    setBusy(false);
  }
  return (
    <Dialog title={guest ? 'Edit Tamu' : 'Tambah Tamu'} onClose={onClose} size="sheet">
      <form onSubmit={(event) => void submit(event)} noValidate>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextField label="Nama" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
        <TextField
          label="Nomor WhatsApp"
          type="tel"
          value={form.phone}
          onChange={(e) => setForm({ ...form, phone: e.target.value })}
          placeholder="0812..."
        />
        <TextField
          label="Grup"
          list="guest-groups"
          value={form.group_name}
          onChange={(e) => setForm({ ...form, group_name: e.target.value })}
        />
        <datalist id="guest-groups">
          <option value="VIP" />
          <option value="VVIP" />
          <option value="Reguler" />
        </datalist>
        <div className={styles.pair}>
          <TextField
            label="Kursi"
            type="number"
            min={1}
            max={50}
            value={form.seats}
            onChange={(e) => setForm({ ...form, seats: Number(e.target.value) || 1 })}
          />
          <SelectField
            label="Jumlah tamu"
            value={form.guest_count}
            onChange={(e) => setForm({ ...form, guest_count: Number(e.target.value) })}
            options={guestCounts}
          />
        </div>
        <TextField
          label="Preferensi makanan (opsional)"
          value={form.dietary_requirements}
          onChange={(e) => setForm({ ...form, dietary_requirements: e.target.value })}
        />
        <TextField
          label="Catatan (opsional)"
          value={form.message}
          onChange={(e) => setForm({ ...form, message: e.target.value })}
        />
        <div className={styles.row}>
          <Button type="submit" loading={busy}>
            {busy ? 'Menyimpan...' : 'Simpan'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Batal
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import { Button } from '@undangin/ui';
import type { EditorForm, SetField } from './form';
import styles from './edit-card.module.css';

/** 'Amplop Digital' accounts (bank or e-wallet); shown on the public page only when filled. */
export function GiftSection({ form, set }: { form: EditorForm; set: SetField }) {
  const accounts = form.gift_accounts;
  const update = (index: number, change: Partial<EditorForm['gift_accounts'][number]>) =>
    set(
      'gift_accounts',
      accounts.map((account, i) => (i === index ? { ...account, ...change } : account)),
    );
  return (
    <section className={styles.section} aria-labelledby="gift-title">
      <h2 id="gift-title">Amplop Digital</h2>
      {accounts.map((account, index) => (
        <fieldset key={index} className={styles.gift}>
          <legend>Rekening {index + 1}</legend>
          <select
            aria-label={`Jenis rekening ${index + 1}`}
            value={account.kind}
            onChange={(e) => update(index, { kind: e.target.value as 'bank' | 'ewallet' })}
          >
            <option value="bank">Bank</option>
            <option value="ewallet">E-wallet</option>
          </select>
          <input
            aria-label={`Bank atau e-wallet ${index + 1}`}
            placeholder="BCA / GoPay"
            value={account.provider}
            onChange={(e) => update(index, { provider: e.target.value })}
          />
          <input
            aria-label={`Nomor ${index + 1}`}
            placeholder="Nomor rekening"
            inputMode="numeric"
            value={account.number}
            onChange={(e) => update(index, { number: e.target.value })}
          />
          <input
            aria-label={`Atas nama ${index + 1}`}
            placeholder="Atas nama"
            value={account.holder}
            onChange={(e) => update(index, { holder: e.target.value })}
          />
          <Button
            variant="secondary"
            onClick={() =>
              set(
                'gift_accounts',
                accounts.filter((_, i) => i !== index),
              )
            }
          >
            Hapus
          </Button>
        </fieldset>
      ))}
      {accounts.length < 6 ? (
        <Button
          variant="secondary"
          onClick={() => set('gift_accounts', [...accounts, { kind: 'bank', provider: '', number: '', holder: '' }])}
        >
          Tambah Rekening
        </Button>
      ) : null}
    </section>
  );
}

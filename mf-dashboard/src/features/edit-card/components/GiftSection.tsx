import type { ChangeEvent } from 'react';
import { messages } from '@undangin/contracts';
import { Alert, Button } from '@undangin/ui';
import { uploadMediaErrorText } from '../../../api/upload-media';
import type { EditorForm, SetField } from './form';
import { useUpload } from './MediaSections';
import { UploadProgress } from './UploadProgress';
import styles from './edit-card.module.css';

/**
 * 'Amplop Digital' accounts (bank or e-wallet) and the QRIS image; shown on the public page only when filled. The QRIS
 * goes through the Media Library like every upload (its content is checked) and is saved with the editor.
 */
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
      <QrisPicker form={form} set={set} />
    </section>
  );
}

const qrisFailed = 'Gagal mengunggah QRIS. Silakan coba lagi.';

function QrisPicker({ form, set }: { form: EditorForm; set: SetField }) {
  const { progress, notice, setNotice, send, cancel } = useUpload();
  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setNotice(null);
    try {
      set('gift_qris_url', (await send(file, 'image')).url);
    } catch (err) {
      setNotice({ tone: 'error', text: uploadMediaErrorText(err, qrisFailed, messages.builder.unexpected) });
    }
  }
  return (
    <fieldset className={styles.gift}>
      <legend>QRIS</legend>
      <p className={styles.hint}>Tamu dapat memindai atau menyimpan QRIS Anda dari halaman undangan.</p>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {form.gift_qris_url ? <img className={styles.qrisPreview} src={form.gift_qris_url} alt="Pratinjau QRIS" /> : null}
      {progress !== null ? <UploadProgress what="gambar" progress={progress} onCancel={cancel} /> : null}
      <div className={styles.row}>
        <label className={styles.fileButton}>
          {form.gift_qris_url ? 'Ganti QRIS' : 'Unggah QRIS'}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={(e) => void pick(e)}
            aria-label="Unggah QRIS"
          />
        </label>
        {form.gift_qris_url ? (
          <Button variant="secondary" onClick={() => set('gift_qris_url', '')}>
            Hapus QRIS
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}

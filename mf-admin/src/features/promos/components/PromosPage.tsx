import { useState } from 'react';
import {
  formatDateTime,
  formatRupiah,
  promoAdminMessages as text,
  type AdminPromo,
  type PromoInput,
} from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform';
import { errorText } from '@undangin/platform/upload';
import { Alert, Badge, Button, Notice, Skeleton, useNotice } from '@undangin/ui';
import {
  useCreatePromoMutation,
  useDeletePromoMutation,
  useListAdminPromosQuery,
  useListPromoPlansQuery,
  useUpdatePromoMutation,
} from '../api/promos';
import { PromoForm } from './PromoForm';
import styles from './promos.module.css';

type Editor = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; promo: AdminPromo };
const failed = 'Promo gagal disimpan. Silakan coba lagi.';

/** /admin/promos: every promo with its real uses; an admin creates, edits, ends (by its date) and deletes unused ones. */
export function PromosPage() {
  useDocumentTitle('Promo');
  const { data: promos = [], isLoading, isError, refetch } = useListAdminPromosQuery();
  const plans = useListPromoPlansQuery().data ?? [];
  const [editor, setEditor] = useState<Editor>({ mode: 'closed' });
  const [notice, setNotice] = useNotice();
  const [create, creating] = useCreatePromoMutation();
  const [update, updating] = useUpdatePromoMutation();
  const [remove] = useDeletePromoMutation();

  async function save(input: PromoInput) {
    try {
      if (editor.mode === 'edit') await update(input).unwrap();
      else await create(input).unwrap();
      setNotice({ tone: 'success', text: text.saved });
      setEditor({ mode: 'closed' });
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err, failed) });
    }
  }

  async function destroy(promo: AdminPromo) {
    if (!window.confirm(`Hapus promo "${promo.title}"?`)) return;
    try {
      await remove(promo.id).unwrap();
      setNotice({ tone: 'success', text: text.deleted });
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err, failed) });
    }
  }

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1>Promo</h1>
        {editor.mode === 'closed' ? <Button onClick={() => setEditor({ mode: 'create' })}>Promo Baru</Button> : null}
      </div>
      <p className={styles.lead}>
        Harga, masa berlaku dan batas pemakaian setiap promo. Sisa kuota dihitung dari pembayaran yang benar-benar
        terjadi.
      </p>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {editor.mode !== 'closed' ? (
        <PromoForm
          key={editor.mode === 'edit' ? editor.promo.id : 'new'}
          promo={editor.mode === 'edit' ? editor.promo : null}
          plans={plans}
          saving={creating.isLoading || updating.isLoading}
          onSave={(input) => void save(input)}
          onCancel={() => setEditor({ mode: 'closed' })}
        />
      ) : null}
      {isLoading ? <Skeleton label="Memuat promo..." lines={4} /> : null}
      {isError ? (
        <Notice
          role="alert"
          title="Promo belum dapat dimuat."
          action={<Button onClick={() => void refetch()}>Coba Lagi</Button>}
        />
      ) : null}
      {!isLoading && !isError && !promos.length ? <Notice title="Belum ada promo." /> : null}
      <ul className={styles.list} aria-label="Daftar promo">
        {promos.map((promo) => {
          const ended = Date.parse(promo.valid_until) <= Date.now();
          return (
            <li key={promo.id} data-promo={promo.id}>
              <div>
                <strong>{promo.title}</strong>{' '}
                {ended ? <Badge tone="danger">Berakhir</Badge> : <Badge tone="success">Berjalan</Badge>}
                {promo.urgent ? <Badge tone="primary">Utama</Badge> : null}
              </div>
              <p className={styles.muted}>
                {promo.plan_id} · {formatRupiah(promo.promo_price)} (dari {formatRupiah(promo.original_price)}, -
                {promo.discount}%) · sampai {formatDateTime(promo.valid_until)} WIB
              </p>
              <p data-testid="promo-uses">
                {promo.max_uses === null
                  ? `Dipakai ${promo.uses} kali · tanpa batas`
                  : `Dipakai ${promo.uses} dari ${promo.max_uses} · sisa ${promo.remaining}`}
              </p>
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => setEditor({ mode: 'edit', promo })}>
                  Ubah
                </Button>
                <Button variant="secondary" onClick={() => void destroy(promo)}>
                  Hapus
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

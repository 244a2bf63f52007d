import { useState } from 'react';
import {
  billingLabel,
  comingSoonLabel,
  entitlementInfo,
  limitLabel,
  planAdminMessages as text,
  planPrice,
  type AdminPlan,
  type PlanInput,
} from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform';
import { errorText } from '@undangin/platform/upload';
import { Alert, Badge, Button, Notice, Skeleton, useNotice } from '@undangin/ui';
import { useListAdminPlansQuery, useUpdatePlanMutation } from '../api/plans';
import { PlanForm } from './PlanForm';
import styles from './plans.module.css';

const failed = 'Paket gagal disimpan. Silakan coba lagi.';

/** /admin/plans: every plan with its price, limits, lines and entitlements; an admin edits one at a time (audited). */
export function PlansPage() {
  useDocumentTitle('Paket');
  const { data: plans = [], isLoading, isError, refetch } = useListAdminPlansQuery();
  const [editing, setEditing] = useState<AdminPlan | null>(null);
  const [notice, setNotice] = useNotice();
  const [update, { isLoading: saving }] = useUpdatePlanMutation();

  async function save(input: PlanInput) {
    if (!editing) return;
    try {
      await update({ id: editing.id, body: input }).unwrap();
      setNotice({ tone: 'success', text: text.saved });
      setEditing(null);
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err, failed) });
    }
  }

  return (
    <div className={styles.page}>
      <h1>Paket</h1>
      <p className={styles.lead}>
        Harga, batas dan hak setiap paket. Layanan membaca hak paket pada permintaan berikutnya; setiap perubahan
        tercatat di Audit.
      </p>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {editing ? (
        <PlanForm
          key={editing.id}
          plan={editing}
          saving={saving}
          onSave={(input) => void save(input)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {isLoading ? <Skeleton label="Memuat paket..." lines={4} /> : null}
      {isError ? (
        <Notice
          title="Paket belum dapat dimuat"
          action={<Button onClick={() => void refetch()}>Coba Lagi</Button>}
          role="alert"
        />
      ) : null}
      <ul className={styles.list} aria-label="Daftar paket">
        {plans.map((plan) => (
          <li key={plan.id} className={styles.card} data-testid={`plan-${plan.id}`}>
            <div className={styles.cardHead}>
              <h2>{plan.name}</h2>
              {plan.is_active ? null : <Badge tone="neutral">Tidak dijual</Badge>}
            </div>
            <p>
              {planPrice(plan.price)} / {billingLabel(plan.billing_interval)} · {limitLabel(plan.max_invitations)}{' '}
              undangan · {limitLabel(plan.max_guests_per_invitation)} tamu/undangan
            </p>
            <ul className={styles.features}>
              {plan.features.map((line) => (
                <li key={line.text}>
                  {line.text}
                  {line.entitlement ? (
                    <span className={styles.stands}>
                      {' '}
                      → {entitlementInfo[line.entitlement].name}
                      {entitlementInfo[line.entitlement].built ? '' : ` (${comingSoonLabel})`}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
            <Button variant="secondary" onClick={() => setEditing(plan)} disabled={Boolean(editing)}>
              Ubah {plan.name}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import type { AdminPartner, AdminPayout } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { errorText } from '@undangin/platform/upload';
import { Alert, Button, LoadFailed, Notice, Skeleton, TextField } from '@undangin/ui';
import list from '../../../components/admin-list.module.css';
import {
  useApprovePayoutMutation,
  useGetPartnersQuery,
  useMarkPayoutPaidMutation,
  useSetPartnerStatusMutation,
} from '../api/partners-api';
import { CommissionSection } from './CommissionSection';
import { PartnerTable } from './PartnerTable';
import { PayoutTable } from './PayoutTable';
import { ProgrammeRates } from './ProgrammeRates';
import styles from './partners.module.css';

/**
 * /admin/partners: the programmes' rates, the partners (find, pay out, suspend), the payouts (mark paid with the
 * transfer's reference) and every commission entry (CSV). Each write is audited by the service.
 */
export function PartnersPage() {
  useDocumentTitle('Program Partner');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const { data, isLoading, isError, isFetching, refetch } = useGetPartnersQuery(q, { refetchOnMountOrArgChange: true });
  const [approve] = useApprovePayoutMutation();
  const [markPaid] = useMarkPayoutPaidMutation();
  const [setStatus] = useSetPartnerStatusMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function act(id: string, run: () => Promise<unknown>, done: string, fallback: string) {
    setBusyId(id);
    setResult(null);
    try {
      await run();
      setResult({ ok: true, text: done });
    } catch (err) {
      setResult({ ok: false, text: errorText(err, fallback) });
    } finally {
      setBusyId(null);
    }
  }
  const onPayout = (partner: AdminPartner) =>
    void act(
      `payout-${partner.id}`,
      () => approve(partner.id).unwrap(),
      `Pembayaran untuk ${partner.email} disetujui.`,
      'Pembayaran belum dapat disetujui.',
    );
  const onStatus = (partner: AdminPartner) =>
    void act(
      `status-${partner.id}`,
      () => setStatus({ id: partner.id, status: partner.status === 'active' ? 'suspended' : 'active' }).unwrap(),
      partner.status === 'active' ? `${partner.email} ditangguhkan.` : `${partner.email} diaktifkan.`,
      'Status partner belum dapat diubah.',
    );
  const onPaid = (payout: AdminPayout, reference: string) =>
    void act(
      `paid-${payout.id}`,
      () => markPaid({ id: payout.id, reference }).unwrap(),
      `Pembayaran untuk ${payout.partner_email} ditandai dibayar.`,
      'Pembayaran belum dapat ditandai dibayar.',
    );
  const find = (event: FormEvent) => {
    event.preventDefault();
    setQ(search.trim());
  };

  return (
    <div className={list.page}>
      <h1>Program Partner</h1>
      <p className={list.lead}>
        Komisi ditahan 30 hari (garansi uang kembali), lalu disetujui. Setujui pembayaran, transfer dari bank, lalu
        tandai dibayar dengan nomor referensinya.
      </p>
      {result ? <Alert tone={result.ok ? 'success' : 'error'}>{result.text}</Alert> : null}
      {isLoading ? <Skeleton label="Memuat program partner..." lines={6} /> : null}
      {isError ? (
        <LoadFailed text="Program partner belum dapat dimuat." onRetry={() => void refetch()} retrying={isFetching} />
      ) : null}
      {data ? (
        <>
          <h2>Komisi per Program</h2>
          <ProgrammeRates programmes={data.programmes} />
          <h2>Partner</h2>
          <form className={styles.search} onSubmit={find} role="search">
            <TextField label="Cari partner" value={search} onChange={(event) => setSearch(event.target.value)} />
            <Button type="submit" variant="secondary">
              Cari
            </Button>
          </form>
          {data.partners.length ? (
            <PartnerTable
              partners={data.partners}
              programmes={data.programmes}
              busyId={busyId}
              onPayout={onPayout}
              onStatus={onStatus}
            />
          ) : (
            <Notice title={q ? 'Partner tidak ditemukan' : 'Belum ada partner'} />
          )}
          <h2>Pembayaran</h2>
          {data.payouts.length ? (
            <PayoutTable payouts={data.payouts} busyId={busyId} onPaid={onPaid} />
          ) : (
            <Notice title="Belum ada pembayaran komisi" />
          )}
        </>
      ) : null}
      <h2>Komisi</h2>
      <CommissionSection />
    </div>
  );
}

import { useEffect, useState } from 'react';
import type { MfaFactor } from '@undangin/contracts';
import { AuthError, listFactors, unenrollFactor, useAppDispatch } from '@undangin/platform';
import { Alert, Button, Card, CheckboxField, Spinner } from '@undangin/ui';
import { EnrolAuthenticator } from '../../../components/two-factor/EnrolAuthenticator';
import { useSaveLoginSecurityMutation } from '../api/login-security';
import { settingsApi } from '../api/tags';
import styles from './settings.module.css';

const serviceText = (error: unknown, fallback: string) => {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' ? data.message : fallback;
};

/**
 * 'Verifikasi Dua Langkah': this admin's own authenticator (link or remove it) and the switch that requires one
 * from every admin, which only an admin who uses one may turn on.
 */
export function AdminTwoFactorCard({ required }: { required: boolean }) {
  const dispatch = useAppDispatch();
  const [factors, setFactors] = useState<MfaFactor[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [save, saving] = useSaveLoginSecurityMutation();
  const [reload, setReload] = useState(0);
  const [on, setOn] = useState(required);
  useEffect(() => setOn(required), [required]);

  useEffect(() => {
    let live = true;
    setLoadFailed(false);
    dispatch(listFactors())
      .then((list) => live && setFactors(list.filter((factor) => factor.status === 'verified')))
      .catch(() => live && setLoadFailed(true));
    return () => {
      live = false;
    };
  }, [dispatch, reload]);

  // The admin pages' gate asks the service again: this session's standing may have changed.
  const changed = () => {
    setReload((n) => n + 1);
    dispatch(settingsApi.util.invalidateTags(['AdminTwoFactor']));
  };
  const remove = async (factorId: string) => {
    if (!window.confirm('Hapus aplikasi autentikator dari akun Anda? Login admin tidak lagi meminta kode.')) return;
    setRemoveError(null);
    try {
      await dispatch(unenrollFactor(factorId));
      changed();
    } catch (err) {
      setRemoveError(
        err instanceof AuthError && err.message ? err.message : 'Gagal menghapus perangkat autentikator. Coba lagi.',
      );
    }
  };
  const own = factors?.[0];
  const change = async (next: boolean) => {
    setOn(next);
    const result = await save({ admin_two_factor_required: next });
    // Refused (no authenticator of one's own) or unreachable: show what the service still holds.
    if (!('data' in result) || !result.data) setOn(!next);
  };

  return (
    <Card titleId="settings-two-factor" title="Verifikasi Dua Langkah">
      {loadFailed ? (
        <Alert tone="error">
          Gagal memuat perangkat autentikator.{' '}
          <Button variant="secondary" onClick={() => setReload((n) => n + 1)}>
            Coba Lagi
          </Button>
        </Alert>
      ) : factors === null ? (
        <Spinner label="Memuat perangkat autentikator..." />
      ) : own ? (
        <div className={styles.actions}>
          <p className={styles.muted} data-testid="own-two-factor">
            Aktif untuk akun Anda: setiap login admin meminta kode dari aplikasi autentikator.
          </p>
          <Button variant="secondary" onClick={() => void remove(own.id)}>
            Hapus Aplikasi Autentikator
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.muted} data-testid="own-two-factor">
            Belum aktif untuk akun Anda.
          </p>
          <EnrolAuthenticator onVerified={changed} />
        </>
      )}
      {removeError ? <Alert tone="error">{removeError}</Alert> : null}
      <CheckboxField
        label="Wajibkan verifikasi dua langkah untuk semua admin"
        checked={on}
        disabled={saving.isLoading || (!own && !on)}
        onChange={(event) => void change(event.target.checked)}
      />
      <p className={styles.muted}>
        {on
          ? 'Aktif: admin tanpa aplikasi autentikator harus menghubungkannya sebelum membuka panel admin.'
          : 'Nonaktif: hanya admin yang sudah menghubungkan aplikasi autentikator diminta kode.'}
        {!own && !on ? ' Aktifkan untuk akun Anda sendiri terlebih dahulu.' : ''}
      </p>
      {saving.isError ? (
        <Alert tone="error">
          {serviceText(saving.error, 'Gagal menyimpan pengaturan verifikasi dua langkah. Coba lagi.')}
        </Alert>
      ) : null}
    </Card>
  );
}

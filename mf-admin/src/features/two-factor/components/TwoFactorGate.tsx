import { useEffect, useState, type ReactNode } from 'react';
import type { MfaFactor } from '@undangin/contracts';
import { listFactors, useAppDispatch } from '@undangin/platform';
import { Button, Notice, Spinner } from '@undangin/ui';
import { useGetAdminSessionQuery } from '../api/get-admin-session';
import { CodeForm } from '../../../components/two-factor/CodeForm';
import { EnrolAuthenticator } from '../../../components/two-factor/EnrolAuthenticator';
import styles from '../../../components/two-factor/two-factor.module.css';

/**
 * The admin pages open only once the admin service says this session may use them: an admin with an authenticator
 * enters its code, and with the settings' switch on an admin without one links one first.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const state = useGetAdminSessionQuery();
  if (state.isLoading) return <Spinner label="Memeriksa sesi admin..." />;
  if (state.isError || !state.data) {
    return (
      <Notice
        role="alert"
        title="Gagal memeriksa sesi admin."
        action={<Button onClick={() => void state.refetch()}>Coba Lagi</Button>}
      />
    );
  }
  if (state.data.satisfied) return <>{children}</>;
  const done = () => void state.refetch();
  return (
    <section className={styles.gate} aria-labelledby="two-factor-title">
      <h1 id="two-factor-title">Verifikasi Dua Langkah</h1>
      {state.data.enrolled ? (
        <>
          <p>Masukkan kode dari aplikasi autentikator untuk membuka panel admin.</p>
          <VerifiedFactorCode onVerified={done} />
        </>
      ) : (
        <>
          <p>Verifikasi dua langkah wajib untuk admin. Hubungkan aplikasi autentikator terlebih dahulu.</p>
          <EnrolAuthenticator onVerified={done} />
        </>
      )}
    </section>
  );
}

function VerifiedFactorCode({ onVerified }: { onVerified: () => void }) {
  const dispatch = useAppDispatch();
  const [factor, setFactor] = useState<MfaFactor | null | 'failed'>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    dispatch(listFactors())
      .then((factors) => live && setFactor(factors.find((item) => item.status === 'verified') ?? 'failed'))
      .catch(() => live && setFactor('failed'));
    return () => {
      live = false;
    };
  }, [dispatch, attempt]);
  if (factor === null) return <Spinner label="Memuat perangkat autentikator..." />;
  if (factor === 'failed') {
    const retry = () => {
      setFactor(null);
      setAttempt((n) => n + 1);
    };
    return (
      <Notice
        role="alert"
        title="Gagal memuat perangkat autentikator."
        action={<Button onClick={retry}>Coba Lagi</Button>}
      />
    );
  }
  return <CodeForm factorId={factor.id} onVerified={onVerified} />;
}

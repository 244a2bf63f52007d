import { useState } from 'react';
import { Button, Card, CheckboxField, Notice, Spinner } from '@undangin/ui';
import { useGetLoginSecurityQuery, useSaveLoginSecurityMutation } from '../api/login-security';
import { AdminTwoFactorCard } from './AdminTwoFactorCard';
import styles from './settings.module.css';

/** 'Batasi percobaan login': the limit per client address; the wait per account always holds. */
export function LoginSecurityForm() {
  const current = useGetLoginSecurityQuery();
  if (current.isLoading) return <Spinner label="Memuat keamanan login..." />;
  if (current.isError || !current.data) {
    return (
      <Notice
        role="alert"
        title="Gagal memuat keamanan login."
        action={<Button onClick={() => void current.refetch()}>Coba Lagi</Button>}
      />
    );
  }
  return (
    <>
      <LoginSecuritySwitch initial={current.data.limit_sign_in_per_address} />
      <AdminTwoFactorCard required={current.data.admin_two_factor_required} />
    </>
  );
}

function LoginSecuritySwitch({ initial }: { initial: boolean }) {
  const [on, setOn] = useState(initial);
  const [save, saving] = useSaveLoginSecurityMutation();
  const change = async (next: boolean) => {
    setOn(next);
    const result = await save({ limit_sign_in_per_address: next });
    // Refused or unreachable: show what the service still holds.
    if (!('data' in result) || !result.data) setOn(!next);
  };
  return (
    <Card titleId="settings-login" title="Keamanan Login">
      <CheckboxField
        label="Batasi percobaan login per alamat IP"
        checked={on}
        disabled={saving.isLoading}
        onChange={(event) => void change(event.target.checked)}
      />
      <p className={styles.muted}>
        {on
          ? 'Aktif: 60 percobaan per alamat per 5 menit.'
          : 'Nonaktif: satu alamat tidak lagi dibatasi (mis. kantor atau Wi-Fi acara).'}{' '}
        Jeda yang makin panjang untuk password salah pada satu akun selalu berlaku.
      </p>
      <span role="status">{saving.isSuccess && !saving.isLoading ? 'Keamanan login tersimpan.' : ''}</span>
      {saving.isError ? <p role="alert">Gagal menyimpan keamanan login. Coba lagi.</p> : null}
    </Card>
  );
}

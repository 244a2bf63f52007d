import { useState } from 'react';
import { errorText } from '@undangin/platform/upload';
import { Alert, Button, Card, LoadFailed, showToast, Skeleton } from '@undangin/ui';
import { useDeleteBrandMutation } from '../api/delete-brand';
import { useGetBrandQuery } from '../api/get-brand';
import { BrandForm } from './BrandForm';
import { brandText } from './clients-text';
import { FeatureLock } from './FeatureLock';
import styles from './clients.module.css';

/** A plan without 'Branding sendiri': its lock; a brand kept from before is not shown, and may still be removed. */
function LockedBrand({ kept }: { kept: boolean }) {
  const [remove, { isLoading }] = useDeleteBrandMutation();
  const [failure, setFailure] = useState<string | null>(null);
  if (!kept) return null;

  async function clear() {
    if (!window.confirm(brandText.removeConfirm)) return;
    try {
      await remove().unwrap();
      showToast(brandText.removed, 'success');
    } catch (err) {
      setFailure(errorText(err, brandText.failed));
    }
  }

  return (
    <div className={styles.actions}>
      <Button variant="danger" loading={isLoading} onClick={() => void clear()}>
        {brandText.remove}
      </Button>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </div>
  );
}

/** 'Branding Anda': the reseller's mark at the end of their invitations, in place of the platform's. */
export function BrandSection() {
  const answer = useGetBrandQuery(undefined, { refetchOnMountOrArgChange: true });
  const data = answer.data;
  return (
    <Card title={brandText.title} titleId="brand-title">
      <div className={styles.stack}>
        <p className={styles.muted}>{brandText.intro}</p>
        {!data && answer.isError ? (
          <LoadFailed text={brandText.loadFailed} retrying={answer.isFetching} onRetry={() => void answer.refetch()} />
        ) : !data ? (
          <Skeleton label={brandText.loading} lines={3} />
        ) : data.locked ? (
          <>
            <FeatureLock plan={data.locked} />
            <LockedBrand kept={Boolean(data.brand)} />
          </>
        ) : (
          <BrandForm key={data.brand ? 'kept' : 'none'} brand={data.brand} />
        )}
      </div>
    </Card>
  );
}

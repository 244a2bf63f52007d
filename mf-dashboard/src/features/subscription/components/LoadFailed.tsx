import { Alert, Button } from '@undangin/ui';

/** A section whose data did not come: says so, with 'Coba Lagi'. */
export function LoadFailed({ what, onRetry, retrying }: { what: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Alert tone="error">
      <span>{what} belum dapat dimuat. </span>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        Coba Lagi
      </Button>
    </Alert>
  );
}

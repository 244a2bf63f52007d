import type { ImportResult } from '@undangin/contracts';
import { uploadFile } from '@undangin/platform/upload';

/** Sends a CSV or Excel file of guests (a thunk for `dispatch`): a dry run answers the preview, a real one imports the valid rows. */
export function importGuests(invitationId: string, file: File, dryRun: boolean) {
  const form = new FormData();
  form.append('file', file);
  return uploadFile<ImportResult>(
    `/api/dashboard/invitations/${invitationId}/guests/import${dryRun ? '?dry_run=true' : ''}`,
    form,
  );
}

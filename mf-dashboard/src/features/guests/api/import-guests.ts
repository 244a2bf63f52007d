import type { ImportResult } from '@undangin/contracts';
import { uploadFile } from '@undangin/platform/upload';

/**
 * Sends a CSV or Excel file of guests (a thunk for `dispatch`): 'preview' answers what would be imported, 'all'
 * imports the valid rows (refused when they do not fit the plan), 'fit' the first ones the plan has room for.
 */
export function importGuests(invitationId: string, file: File, mode: 'preview' | 'all' | 'fit') {
  const form = new FormData();
  form.append('file', file);
  const query = { preview: '?dry_run=true', all: '', fit: '?fit=true' }[mode];
  return uploadFile<ImportResult>(`/api/dashboard/invitations/${invitationId}/guests/import${query}`, form);
}

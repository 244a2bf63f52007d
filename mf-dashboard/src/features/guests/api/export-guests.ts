import type { AppDispatch } from '@undangin/platform';
import { downloadFile } from '@undangin/platform/upload';

/** The guest list as CSV (a thunk for `dispatch`): refreshed session and one retry on a 401, like every call. */
export const exportGuestsCsv = (invitationId: string) =>
  downloadFile(`/api/dashboard/invitations/${invitationId}/guests/export.csv`);

/** Downloads the guest list as `tamu-<slug>.csv`; false when it could not be fetched. */
export async function saveGuestsCsv(dispatch: AppDispatch, invitationId: string, slug: string): Promise<boolean> {
  let file: Blob;
  try {
    file = await dispatch(exportGuestsCsv(invitationId));
  } catch {
    return false;
  }
  const url = URL.createObjectURL(file);
  Object.assign(document.createElement('a'), { href: url, download: `tamu-${slug}.csv` }).click();
  URL.revokeObjectURL(url);
  return true;
}

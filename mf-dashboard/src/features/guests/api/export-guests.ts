import { downloadFile } from '@undangin/platform/upload';

/** The guest list as CSV (a thunk for `dispatch`): refreshed session and one retry on a 401, like every call. */
export const exportGuestsCsv = (invitationId: string) =>
  downloadFile(`/api/dashboard/invitations/${invitationId}/guests/export.csv`);

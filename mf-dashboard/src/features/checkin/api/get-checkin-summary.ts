import type { CheckinResult } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The desk's live counters: guests and people checked in, guests who confirmed. */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    getCheckinSummary: build.query<CheckinResult['summary'], string>({
      query: (invitationId) => `/api/dashboard/invitations/${invitationId}/checkin/summary`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const getCheckinSummary = endpoint.endpoints.getCheckinSummary;

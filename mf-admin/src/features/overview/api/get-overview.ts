import type { AdminOverview } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The admin dashboard's live figures, service statuses and latest audit entries. */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['AdminOverview'] }).injectEndpoints({
  endpoints: (build) => ({
    getOverview: build.query<AdminOverview, void>({
      query: () => '/api/admin/overview',
      providesTags: ['AdminOverview'],
    }),
  }),
});

export const { useGetOverviewQuery } = endpoint;

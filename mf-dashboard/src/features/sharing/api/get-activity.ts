import type { ActivityPage } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The invitation's activity log, newest first, a page at a time: each page names the cursor of the next. */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['Activity'] }).injectEndpoints({
  endpoints: (build) => ({
    getActivity: build.infiniteQuery<ActivityPage, string, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (lastPage) => lastPage.next },
      query: ({ queryArg, pageParam }) =>
        `/api/dashboard/invitations/${queryArg}/activity${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
      providesTags: ['Activity'],
    }),
  }),
});

export const { useGetActivityInfiniteQuery } = endpoint;

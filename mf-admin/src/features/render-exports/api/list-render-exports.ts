import type { AdminRenderExportPage, AdminRenderExportQuery } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

export type RenderExportFilter = Pick<AdminRenderExportQuery, 'status' | 'kind'>;

/** Every host's exports, newest first, a page at a time: each page names the cursor of the next; the first, the figures. */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['AdminRenderExports'] }).injectEndpoints({
  endpoints: (build) => ({
    listRenderExports: build.infiniteQuery<AdminRenderExportPage, RenderExportFilter, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (lastPage) => lastPage.next_cursor },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/admin/render-exports',
        params: { ...queryArg, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      providesTags: ['AdminRenderExports'],
    }),
  }),
});

export const { useListRenderExportsInfiniteQuery } = endpoint;

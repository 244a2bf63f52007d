import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Guest, GuestPage } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

export interface AllGuestsArgs {
  invitationId: string;
  q: string;
  filter: string;
}

/** Every guest matching a search and filter, page by page (the service pages at most 200 at a time): "select all". */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['Guests'] }).injectEndpoints({
  endpoints: (build) => ({
    listAllGuests: build.query<Guest[], AllGuestsArgs>({
      async queryFn({ invitationId, q, filter }, _api, _extra, baseQuery) {
        const all: Guest[] = [];
        for (let page = 1; ; page++) {
          const result = await baseQuery(
            `/api/dashboard/invitations/${invitationId}/guests?page=${page}&per_page=200&q=${encodeURIComponent(q)}&filter=${filter}`,
          );
          if (result.error) return { error: result.error as FetchBaseQueryError };
          const batch = result.data as GuestPage;
          all.push(...batch.items);
          if (!batch.items.length || all.length >= batch.total) return { data: all };
        }
      },
      providesTags: ['Guests'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyListAllGuestsQuery } = endpoint;

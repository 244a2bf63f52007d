import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Guest, GuestPage } from '@undangin/contracts';
import { api } from '@undangin/platform/api';
import { guestListUrl, type GuestListArgs } from '../../../api/guests';

export type AllGuestsArgs = Omit<GuestListArgs, 'page'>;

/** Every guest matching a search and filter, page by page (the service pages at most 200 at a time): "select all". */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['Guests'] }).injectEndpoints({
  endpoints: (build) => ({
    listAllGuests: build.query<Guest[], AllGuestsArgs>({
      async queryFn(args, _api, _extra, baseQuery) {
        const all: Guest[] = [];
        for (let page = 1; ; page++) {
          const result = await baseQuery(guestListUrl({ ...args, page }, 200));
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

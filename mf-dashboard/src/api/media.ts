import type { MediaFile } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The host's Media Library: the media page lists and deletes, the brand's logo is picked from its images. */
export const mediaApi = api.enhanceEndpoints({ addTagTypes: ['Media'] }).injectEndpoints({
  endpoints: (build) => ({
    listMedia: build.query<MediaFile[], void>({ query: () => '/api/dashboard/media', providesTags: ['Media'] }),
    deleteMedia: build.mutation<void, string>({
      query: (id) => ({ url: `/api/dashboard/media/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Media'],
    }),
  }),
});

export const { useListMediaQuery, useDeleteMediaMutation } = mediaApi;

import type { MediaUsage } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** How much of the plan's storage the host's uploads take; refreshed with every upload and delete ('Media'). */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['Media'] }).injectEndpoints({
  endpoints: (build) => ({
    getMediaUsage: build.query<MediaUsage, void>({
      query: () => '/api/dashboard/media/usage',
      providesTags: ['Media'],
    }),
  }),
});

export const { useGetMediaUsageQuery } = endpoint;

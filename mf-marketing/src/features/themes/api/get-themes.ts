import type { Theme } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The theme catalogue. */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    getThemes: build.query<Theme[], void>({ query: () => '/api/marketing/themes' }),
  }),
});

export const { useGetThemesQuery } = endpoint;

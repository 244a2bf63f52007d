import type { Tutorial } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The tutorials. */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    getTutorials: build.query<Tutorial[], void>({ query: () => '/api/marketing/tutorials' }),
  }),
});

export const { useGetTutorialsQuery } = endpoint;

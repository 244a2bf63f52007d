import type { InfoPage } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** A product or partner info page. */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    getInfoPage: build.query<InfoPage, string>({
      query: (key) => `/api/marketing/info-pages/${encodeURIComponent(key)}`,
    }),
  }),
});

export const { useGetInfoPageQuery } = endpoint;

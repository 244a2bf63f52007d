import type { SiteInfo } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/**
 * The public site facts an admin edits (tagline, contact details). The shell's footer injects this same endpoint,
 * so a page and the footer share one cached answer; overriding the identical definition is harmless.
 */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    getSite: build.query<SiteInfo, void>({ query: () => '/api/marketing/site' }),
  }),
  overrideExisting: true,
});

export const { useGetSiteQuery } = endpoint;

import type { SiteInfo } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/**
 * The public site facts an admin edits, for the footer: the marketing service's /site through the one shared API,
 * never through the remote's code. mf-marketing injects the same endpoint, so the footer and a page share one
 * cached answer; overriding the identical definition is harmless. Loaded with the public chrome only, so an
 * invitation page (/{slug}) never asks for it.
 */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    getSite: build.query<SiteInfo, void>({ query: () => '/api/marketing/site' }),
  }),
  overrideExisting: true,
});

export const { useGetSiteQuery } = endpoint;

import type { PortfolioItem } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** Real invitations whose hosts let /portfolio show them. */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    getPortfolio: build.query<PortfolioItem[], void>({ query: () => '/api/marketing/portfolio' }),
  }),
});

export const { useGetPortfolioQuery } = endpoint;

import type { Analytics, DashboardOverview, DashboardSummary } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The host's figures (dashboard service); they refresh after guest and invitation changes. */
const analyticsApi = api.enhanceEndpoints({ addTagTypes: ['Analytics', 'Invitation'] }).injectEndpoints({
  endpoints: (build) => ({
    getAnalytics: build.query<Analytics, void>({
      query: () => '/api/dashboard/analytics',
      providesTags: ['Analytics', 'Invitation'],
    }),
    getSummary: build.query<DashboardSummary, void>({
      query: () => '/api/dashboard/summary',
      providesTags: ['Analytics', 'Invitation'],
    }),
    getOverview: build.query<DashboardOverview, void>({
      query: () => '/api/dashboard/overview',
      providesTags: ['Analytics', 'Invitation'],
    }),
  }),
});

export const { useGetAnalyticsQuery, useGetSummaryQuery, useGetOverviewQuery } = analyticsApi;

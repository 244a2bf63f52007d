import { api } from '@undangin/platform/api';

export interface Analytics {
  totals: { invitations: number; guests: number; views: number; confirmed: number; declined: number; pending: number; sent: number; opened: number; checked_in: number; people_checked_in: number };
  response_rate: number;
  avg_response_hours: number | null;
  trend: { day: string; rsvps: number }[];
  per_invitation: { id: string; couple_name: string; slug: string; guests: number; answered: number; confirmed: number; views: number; rate: number }[];
  recent: { kind: string; title: string; detail: string; at: string }[];
}
export interface Summary {
  invitations: number;
  guests: number;
  views: number;
  response_rate: number;
}

const analyticsApi = api.enhanceEndpoints({ addTagTypes: ['Analytics'] }).injectEndpoints({
  endpoints: (build) => ({
    getAnalytics: build.query<Analytics, void>({ query: () => '/api/dashboard/analytics', providesTags: ['Analytics'] }),
    getSummary: build.query<Summary, void>({ query: () => '/api/dashboard/summary', providesTags: ['Analytics'] }),
  }),
});

export const { useGetAnalyticsQuery, useGetSummaryQuery } = analyticsApi;

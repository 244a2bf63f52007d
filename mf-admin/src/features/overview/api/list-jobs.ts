import type { AdminJobs } from '@undangin/contracts';
import { jobsApi } from './job-tags';

/** Each queue's jobs by state and the latest failed jobs. */
const endpoint = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    listJobs: build.query<AdminJobs, void>({
      query: () => '/api/admin/jobs',
      providesTags: ['AdminJobs'],
    }),
  }),
});

export const { useListJobsQuery } = endpoint;

import { jobsApi, jobUrl, type JobRef } from './job-tags';

/** Puts a failed job back in its queue for another try (audited). */
const endpoint = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    retryJob: build.mutation<void, JobRef>({
      query: (job) => ({ url: `${jobUrl(job)}/retry`, method: 'POST' }),
      invalidatesTags: ['AdminJobs', 'AdminAudit', 'AdminOverview'],
    }),
  }),
});

export const { useRetryJobMutation } = endpoint;

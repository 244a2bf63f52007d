import { jobsApi, jobUrl, type JobRef } from './job-tags';

/** Deletes a job for good (audited). */
const endpoint = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    dropJob: build.mutation<void, JobRef>({
      query: (job) => ({ url: jobUrl(job), method: 'DELETE' }),
      invalidatesTags: ['AdminJobs', 'AdminAudit', 'AdminOverview'],
    }),
  }),
});

export const { useDropJobMutation } = endpoint;

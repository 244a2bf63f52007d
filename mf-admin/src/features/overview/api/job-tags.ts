import { api } from '@undangin/platform/api';

/** The api with the cache tags of the job queue and of what every admin write adds to (the log, the overview's list). */
export const jobsApi = api.enhanceEndpoints({ addTagTypes: ['AdminJobs', 'AdminAudit', 'AdminOverview'] });

/** One job of one queue, as its retry and drop address it. */
export interface JobRef {
  queue: string;
  id: string;
}

export const jobUrl = ({ queue, id }: JobRef) =>
  `/api/admin/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(id)}`;

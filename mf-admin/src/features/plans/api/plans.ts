import type { AdminPlan, PlanInput } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The back office's plans: list and edit; every write lands in the audit log too. */
const plansApi = api.enhanceEndpoints({ addTagTypes: ['AdminPlans', 'AdminAudit'] }).injectEndpoints({
  endpoints: (build) => ({
    listAdminPlans: build.query<AdminPlan[], void>({
      query: () => '/api/admin/plans',
      providesTags: ['AdminPlans'],
    }),
    updatePlan: build.mutation<AdminPlan, { id: string; body: PlanInput }>({
      query: ({ id, body }) => ({ url: `/api/admin/plans/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['AdminPlans', 'AdminAudit'],
    }),
  }),
});

export const { useListAdminPlansQuery, useUpdatePlanMutation } = plansApi;

import type {
  AdminCommission,
  AdminCommissionQuery,
  AdminPartner,
  AdminPartnerOverview,
  AdminPayout,
  AdminProgramme,
} from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The partner programme's back office: its overview, commissions and each write (every write is audited). */
const partnersApi = api.enhanceEndpoints({ addTagTypes: ['AdminPartners', 'AdminCommissions', 'AdminAudit'] });
const changes = ['AdminPartners', 'AdminCommissions', 'AdminAudit'] as const;

const endpoint = partnersApi.injectEndpoints({
  endpoints: (build) => ({
    getPartners: build.query<AdminPartnerOverview, string>({
      query: (q) => ({ url: '/api/admin/partners', params: q ? { q } : {} }),
      providesTags: ['AdminPartners'],
    }),
    setProgrammeRate: build.mutation<AdminProgramme[], { id: string; rate_bp: number }>({
      query: ({ id, rate_bp }) => ({ url: `/api/admin/partners/programmes/${id}`, method: 'PUT', body: { rate_bp } }),
      invalidatesTags: [...changes],
    }),
    setPartnerStatus: build.mutation<AdminPartner, { id: string; status: AdminPartner['status'] }>({
      query: ({ id, status }) => ({ url: `/api/admin/partners/${id}/status`, method: 'PUT', body: { status } }),
      invalidatesTags: [...changes],
    }),
    approvePayout: build.mutation<AdminPayout, string>({
      query: (partnerId) => ({ url: `/api/admin/partners/${partnerId}/payouts`, method: 'POST' }),
      invalidatesTags: [...changes],
    }),
    markPayoutPaid: build.mutation<AdminPayout, { id: string; reference: string }>({
      query: ({ id, reference }) => ({
        url: `/api/admin/partners/payouts/${id}/paid`,
        method: 'POST',
        body: { reference },
      }),
      invalidatesTags: [...changes],
    }),
    listCommissions: build.query<AdminCommission[], AdminCommissionQuery>({
      query: (params) => ({ url: '/api/admin/partners/commissions', params }),
      providesTags: ['AdminCommissions'],
    }),
    exportCommissions: build.mutation<string, AdminCommissionQuery>({
      query: (params) => ({ url: '/api/admin/partners/commissions.csv', params, responseHandler: 'text' }),
      invalidatesTags: ['AdminAudit'],
    }),
  }),
});

export const {
  useGetPartnersQuery,
  useSetProgrammeRateMutation,
  useSetPartnerStatusMutation,
  useApprovePayoutMutation,
  useMarkPayoutPaidMutation,
  useListCommissionsQuery,
  useExportCommissionsMutation,
} = endpoint;

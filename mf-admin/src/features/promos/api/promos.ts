import type { AdminPromo, Plan, PromoInput } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The back office's promos: list, create, edit, delete; every write lands in the audit log too. */
const promosApi = api.enhanceEndpoints({ addTagTypes: ['AdminPromos', 'AdminAudit'] }).injectEndpoints({
  endpoints: (build) => ({
    listAdminPromos: build.query<AdminPromo[], void>({
      query: () => '/api/admin/promos',
      providesTags: ['AdminPromos'],
    }),
    // The paid plans a promo can sell, as the catalogue lists them.
    listPromoPlans: build.query<Plan[], void>({ query: () => '/api/marketing/plans' }),
    createPromo: build.mutation<AdminPromo, PromoInput>({
      query: (body) => ({ url: '/api/admin/promos', method: 'POST', body }),
      invalidatesTags: ['AdminPromos', 'AdminAudit'],
    }),
    updatePromo: build.mutation<AdminPromo, PromoInput>({
      query: (body) => ({ url: `/api/admin/promos/${encodeURIComponent(body.id)}`, method: 'PUT', body }),
      invalidatesTags: ['AdminPromos', 'AdminAudit'],
    }),
    deletePromo: build.mutation<void, string>({
      query: (id) => ({ url: `/api/admin/promos/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['AdminPromos', 'AdminAudit'],
    }),
  }),
});

export const {
  useListAdminPromosQuery,
  useListPromoPlansQuery,
  useCreatePromoMutation,
  useUpdatePromoMutation,
  useDeletePromoMutation,
} = promosApi;

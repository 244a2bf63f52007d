import type {
  CreateInvitationBody,
  InvitationDetail,
  InvitationSummary,
  Theme,
  UpdateInvitationBody,
} from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The host's invitations (dashboard service), one endpoint per operation; lists refresh after every change. */
const invitationsApi = api.enhanceEndpoints({ addTagTypes: ['Invitation', 'Media', 'Session'] }).injectEndpoints({
  endpoints: (build) => ({
    listInvitations: build.query<InvitationSummary[], void>({
      query: () => '/api/dashboard/invitations',
      providesTags: ['Invitation'],
    }),
    getInvitation: build.query<InvitationDetail, string>({
      query: (id) => `/api/dashboard/invitations/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Invitation', id }],
    }),
    slugAvailability: build.query<{ slug: string; available: boolean }, { slug: string; except?: string }>({
      query: ({ slug, except }) =>
        `/api/dashboard/invitations/slug-availability?slug=${encodeURIComponent(slug)}${except ? `&except=${except}` : ''}`,
      keepUnusedDataFor: 0,
    }),
    createInvitation: build.mutation<InvitationDetail, CreateInvitationBody>({
      query: (body) => ({ url: '/api/dashboard/invitations', method: 'POST', body }),
      invalidatesTags: ['Invitation'],
    }),
    updateInvitation: build.mutation<InvitationDetail, { id: string; body: UpdateInvitationBody }>({
      query: ({ id, body }) => ({ url: `/api/dashboard/invitations/${id}`, method: 'PUT', body }),
      // Its date and place are its first session's.
      invalidatesTags: (_r, _e, { id }) => ['Invitation', { type: 'Invitation', id }, { type: 'Session', id }, 'Media'],
    }),
    setInvitationActive: build.mutation<InvitationDetail, { id: string; is_active: boolean }>({
      query: ({ id, is_active }) => ({
        url: `/api/dashboard/invitations/${id}/active`,
        method: 'PATCH',
        body: { is_active },
      }),
      invalidatesTags: ['Invitation'],
    }),
    setInvitationPortfolio: build.mutation<void, { id: string; in_portfolio: boolean }>({
      query: ({ id, in_portfolio }) => ({
        url: `/api/dashboard/invitations/${id}/portfolio`,
        method: 'PATCH',
        body: { in_portfolio },
      }),
      invalidatesTags: ['Invitation'],
    }),
    // The public theme catalogue (marketing service), to name the theme a host picked on /themes.
    themeCatalogue: build.query<Theme[], void>({ query: () => '/api/marketing/themes' }),
    deleteInvitation: build.mutation<void, string>({
      query: (id) => ({ url: `/api/dashboard/invitations/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Invitation', 'Media'],
    }),
  }),
});

export const {
  useListInvitationsQuery,
  useGetInvitationQuery,
  useLazySlugAvailabilityQuery,
  useCreateInvitationMutation,
  useUpdateInvitationMutation,
  useSetInvitationActiveMutation,
  useSetInvitationPortfolioMutation,
  useDeleteInvitationMutation,
  useThemeCatalogueQuery,
} = invitationsApi;

import { api } from '@undangin/platform/api';
import { showBrand } from './get-brand';

/** Removes the brand on any plan (204): the reseller's invitations end with the platform's mark again. */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    deleteBrand: build.mutation<void, void>({
      query: () => ({ url: '/api/dashboard/brand', method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(showBrand(null));
        } catch {
          // The caller shows the refusal.
        }
      },
    }),
  }),
});

export const { useDeleteBrandMutation } = endpoint;

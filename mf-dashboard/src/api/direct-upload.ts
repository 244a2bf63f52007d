import type { CreateMediaUploadBody, MediaFile, MediaUpload } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** A file's upload straight to the bucket: signed by the service, then checked and recorded by it. */
const directUploadApi = api.enhanceEndpoints({ addTagTypes: ['Media'] }).injectEndpoints({
  endpoints: (build) => ({
    createMediaUpload: build.mutation<MediaUpload, CreateMediaUploadBody>({
      query: (body) => ({ url: '/api/dashboard/media/uploads', method: 'POST', body }),
    }),
    completeMediaUpload: build.mutation<MediaFile, string>({
      query: (id) => ({ url: `/api/dashboard/media/uploads/${id}/complete`, method: 'POST' }),
      invalidatesTags: ['Media'],
    }),
  }),
});

export const { createMediaUpload, completeMediaUpload } = directUploadApi.endpoints;

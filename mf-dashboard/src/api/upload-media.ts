import { messages, type MediaFile, type UploadPurpose } from '@undangin/contracts';
import type { AppDispatch } from '@undangin/platform';
import {
  errorText,
  uploadErrorText,
  uploadFile,
  UploadCancelled,
  UploadError,
  uploadToPresignedUrl,
} from '@undangin/platform/upload';
import { completeMediaUpload, createMediaUpload } from './direct-upload';

export type { UploadPurpose };
// What the ingress's own 413 page (no JSON) means for each purpose: the file is over the limit.
const tooLarge = {
  image: messages.uploads.tooLarge10,
  audio: messages.uploads.tooLarge10,
  video: messages.uploads.tooLarge50,
} as const;

export interface UploadMediaOptions {
  /** The share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting it cancels the upload (UploadCancelled). */
  signal?: AbortSignal;
}

/** Through the service: it judges the content and, for images, makes the WebP variants. */
function throughService(file: File, purpose: UploadPurpose, { onProgress, signal }: UploadMediaOptions) {
  const form = new FormData();
  form.append('file', file);
  return uploadFile<MediaFile>(`/api/dashboard/media?purpose=${purpose}`, form, {
    onProgress,
    signal,
    tooLarge: tooLarge[purpose],
  });
}

/**
 * Sends one file to the Media Library (a thunk for `dispatch`): straight to the bucket when the service offers it
 * (videos and songs with S3 storage), else through the service. Rejects with the service's error (RTK Query's shape or
 * an UploadError), or UploadCancelled.
 */
export const uploadMedia =
  (file: File, purpose: UploadPurpose, options: UploadMediaOptions = {}) =>
  async (dispatch: AppDispatch): Promise<MediaFile> => {
    // Images are always re-encoded by the service: no need to ask.
    if (purpose === 'image') return dispatch(throughService(file, purpose, options));
    const upload = await dispatch(
      createMediaUpload.initiate({ purpose, name: file.name || 'upload', size: file.size, type: file.type }),
    ).unwrap();
    if (upload.mode === 'service') return dispatch(throughService(file, purpose, options));
    await uploadToPresignedUrl(upload, file, options).catch((error: unknown) => {
      throw error instanceof UploadCancelled ? error : new StorageUnreachable();
    });
    return dispatch(completeMediaUpload.initiate(upload.id)).unwrap();
  };

/** The bucket refused the upload or did not answer (network, CORS): nothing of it was recorded. */
class StorageUnreachable extends Error {}

/**
 * An upload's failure in words: cancelled, the storage unreachable, the service's own words for a 4xx (wrong type,
 * too large), `failed` for a 5xx, `unexpected` for no answer.
 */
export function uploadMediaErrorText(error: unknown, failed: string, unexpected: string): string {
  if (error instanceof UploadCancelled) return messages.uploads.uploadCancelled;
  if (error instanceof StorageUnreachable) return messages.uploads.directFailed;
  if (error instanceof UploadError) return uploadErrorText(error, failed, unexpected);
  return errorText(error, failed);
}

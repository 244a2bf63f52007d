import { messages, type MediaFile } from '@undangin/contracts';
import { uploadFile } from '@undangin/platform/upload';

export type UploadPurpose = 'image' | 'audio' | 'video';
// What the ingress's own 413 page (no JSON) means for each purpose: the file is over the limit.
const tooLarge = {
  image: messages.uploads.tooLarge10,
  audio: messages.uploads.tooLarge10,
  video: messages.uploads.tooLarge50,
} as const;

/** Sends one file to the Media Library (a thunk for `dispatch`); the service judges the content. */
export function uploadMedia(file: File, purpose: UploadPurpose, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return uploadFile<MediaFile>(`/api/dashboard/media?purpose=${purpose}`, form, {
    onProgress,
    tooLarge: tooLarge[purpose],
  });
}

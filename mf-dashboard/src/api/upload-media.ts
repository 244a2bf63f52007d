import { messages, type ErrorBody, type MediaFile } from '@undangin/contracts';

export type UploadPurpose = 'image' | 'audio' | 'video';
// What the ingress's own 413 page (no JSON) means for each purpose: the file is over the limit.
const tooLarge = { image: messages.uploads.tooLarge10, audio: messages.uploads.tooLarge10, video: messages.uploads.tooLarge50 } as const;

/** An upload that did not succeed; status 0 means no answer came back (the network failed). */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

const isClientError = (status: unknown) => typeof status === 'number' && status >= 400 && status < 500;

/** Sends one file with progress (XMLHttpRequest: fetch reports no upload progress); the service judges the content. */
export function uploadMedia(file: File, purpose: UploadPurpose, token: string, onProgress?: (fraction: number) => void): Promise<MediaFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/dashboard/media?purpose=${purpose}`);
    request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress?.(event.loaded / event.total);
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON: a proxy's error page.
      }
      if (request.status === 201) resolve(body as MediaFile);
      else reject(new UploadError(request.status, (body as Partial<ErrorBody> | null)?.message ?? (request.status === 413 ? tooLarge[purpose] : '')));
    };
    request.onerror = () => reject(new UploadError(0, ''));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/** The service's own words for a 4xx (they say what to fix); a 5xx or a proxy's page gets the screen's fallback. */
export const errorText = (error: unknown, fallback: string): string => {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: Partial<ErrorBody> };
  return isClientError(status) && typeof data?.message === 'string' && data.message ? data.message : fallback;
};

/** An upload's failure in words: the service's for a 4xx (wrong type, too large), `failed` for a 5xx, `unexpected` for no answer. */
export const uploadErrorText = (error: unknown, failed: string, unexpected: string): string => {
  if (!(error instanceof UploadError) || error.status === 0) return unexpected;
  return isClientError(error.status) && error.message ? error.message : failed;
};

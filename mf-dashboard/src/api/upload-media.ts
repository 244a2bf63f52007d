import type { ErrorBody, MediaFile } from '@undangin/contracts';

export type UploadPurpose = 'image' | 'audio' | 'video';

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
      else reject(new Error((body as Partial<ErrorBody> | null)?.message ?? `HTTP ${request.status}`));
    };
    request.onerror = () => reject(new Error(''));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

export const errorText = (error: unknown, fallback: string): string => {
  const data = (error as { data?: Partial<ErrorBody> } | undefined)?.data;
  return typeof data?.message === 'string' && data.message ? data.message : fallback;
};

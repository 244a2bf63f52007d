import type { ErrorBody } from '@undangin/contracts';
import type { AppDispatch } from '@undangin/platform';
import { sendAuthorised } from './authorised';
import { UploadCancelled, UploadError } from './upload-errors';

export { authorisedJson, downloadFile } from './download-file';
export { requestJson, RequestError } from './request-json';
export { uploadToPresignedUrl, type PresignedTarget } from './presigned-upload';
export { UploadCancelled, UploadError } from './upload-errors';

export interface UploadOptions {
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** What a proxy's own 413 page (no JSON) means: the file is over this route's limit. */
  tooLarge?: string;
  /** Aborting it cancels the upload: the promise rejects with UploadCancelled. */
  signal?: AbortSignal;
}

interface Answer {
  status: number;
  body: unknown;
}

/** One POST with progress (XMLHttpRequest: fetch reports no upload progress). */
function send(
  url: string,
  formData: FormData,
  token: string | undefined,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadCancelled());
    const request = new XMLHttpRequest();
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.onabort = () => reject(new UploadCancelled());
    request.open('POST', url);
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress?.(event.loaded / event.total);
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON: a proxy's error page.
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => reject(new UploadError(0, ''));
    request.send(formData);
  });
}

/**
 * Sends `formData` to `url` with the signed-in user's token; on a 401 refreshes the session once (shared by
 * concurrent calls and tabs) and sends again. A thunk: `await dispatch(uploadFile(url, form, { onProgress }))`.
 * Resolves with the service's JSON for a 2xx; rejects with an UploadError otherwise.
 */
export const uploadFile =
  <T>(url: string, formData: FormData, options: UploadOptions = {}) =>
  async (dispatch: AppDispatch, getState: () => unknown): Promise<T> => {
    const answer = await sendAuthorised(dispatch, getState, (token) =>
      send(url, formData, token, options.onProgress, options.signal),
    );
    if (answer.status >= 200 && answer.status < 300) return answer.body as T;
    const message = (answer.body as Partial<ErrorBody> | null)?.message;
    throw new UploadError(
      answer.status,
      typeof message === 'string' ? message : answer.status === 413 ? (options.tooLarge ?? '') : '',
    );
  };

const isClientError = (status: unknown) => typeof status === 'number' && status >= 400 && status < 500;

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

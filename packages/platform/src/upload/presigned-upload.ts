import { UploadCancelled, UploadError } from './upload-errors';

/** Where a presigned upload goes: a storage URL that is itself the permission, and the headers it was signed with. */
export interface PresignedTarget {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
}

/**
 * Sends `file` to a presigned storage URL with progress (XMLHttpRequest: fetch reports no upload progress). Not our
 * API: no bearer token and no cookie goes with it, only the signed headers. Resolves when the store took the file;
 * rejects with an UploadError (status 0: no answer, e.g. the network or the bucket's CORS) or UploadCancelled.
 */
export function uploadToPresignedUrl(
  target: PresignedTarget,
  file: Blob,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadCancelled());
    const request = new XMLHttpRequest();
    request.open(target.method, target.url);
    for (const [name, value] of Object.entries(target.headers)) request.setRequestHeader(name, value);
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.upload.onprogress = (event) => event.lengthComputable && onProgress?.(event.loaded / event.total);
    request.onload = () =>
      request.status >= 200 && request.status < 300 ? resolve() : reject(new UploadError(request.status, ''));
    request.onerror = () => reject(new UploadError(0, ''));
    request.onabort = () => reject(new UploadCancelled());
    request.send(file);
  });
}

import type { ErrorBody } from '@undangin/contracts';

/** A call that did not succeed: status 0 means no answer came back (the network failed). `data` is the service's error body. */
export class RequestError extends Error {
  readonly data: Partial<ErrorBody> | null;
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = '',
    /** The whole error body, when it says more than its code and message (a private invitation's `locked`). */
    body: Partial<ErrorBody> | null = null,
  ) {
    super(message);
    this.name = 'RequestError';
    // The shape RTK Query's errors have, so `errorText` reads both.
    this.data = body ? { ...body, message, code } : message || code ? { message, code } : null;
  }
}

/** The service's error body, when the answer carries one (a proxy's page does not). */
export async function errorOf(response: Response): Promise<RequestError> {
  const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
  return new RequestError(
    response.status,
    typeof body?.message === 'string' ? body.message : '',
    typeof body?.code === 'string' ? body.code : '',
    body && typeof body === 'object' ? body : null,
  );
}

/**
 * JSON in and out for the calls that carry no user session: a guest's invitation page (which loads no RTK Query)
 * and a receptionist's desk (its own session header). Rejects with a RequestError.
 */
export async function requestJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers });
  } catch {
    throw new RequestError(0, '');
  }
  if (!response.ok) throw await errorOf(response);
  if (response.status === 204) return undefined as T;
  return (await response.json().catch(() => null)) as T;
}

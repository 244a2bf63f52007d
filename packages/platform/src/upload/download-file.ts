import type { AppDispatch } from '@undangin/platform';
import { sendAuthorised } from './authorised';
import { errorOf, RequestError } from './request-json';

async function get(url: string, token: string | undefined): Promise<Response> {
  try {
    return await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new RequestError(0, '');
  }
}

/**
 * Downloads `url` as a Blob with the signed-in user's token (a CSV export, say); on a 401 refreshes the session
 * once and asks again. A thunk: `const blob = await dispatch(downloadFile(url))`. Rejects with a RequestError.
 */
export const downloadFile =
  (url: string) =>
  async (dispatch: AppDispatch, getState: () => unknown): Promise<Blob> => {
    const response = await sendAuthorised(dispatch, getState, (token) => get(url, token));
    if (!response.ok) throw await errorOf(response);
    return response.blob();
  };

/**
 * JSON in and out with the signed-in user's token, for a call that must not go through RTK Query's cache (an
 * offline desk's sync). A thunk: `await dispatch(authorisedJson<T>(url, init))`. Rejects with a RequestError (status
 * 0: no answer).
 */
export const authorisedJson =
  <T>(url: string, init: RequestInit = {}) =>
  async (dispatch: AppDispatch, getState: () => unknown): Promise<T> => {
    const response = await sendAuthorised(dispatch, getState, async (token) => {
      const headers = new Headers(init.headers);
      if (token) headers.set('authorization', `Bearer ${token}`);
      if (typeof init.body === 'string') headers.set('content-type', 'application/json');
      try {
        return await fetch(url, { ...init, headers });
      } catch {
        throw new RequestError(0, '');
      }
    });
    if (!response.ok) throw await errorOf(response);
    return (await response.json()) as T;
  };

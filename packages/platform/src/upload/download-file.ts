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

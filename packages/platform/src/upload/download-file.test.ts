import { configureStore } from '@reduxjs/toolkit';
import { authSlice, refreshSession, sessionStarted, type Session } from '@undangin/platform';
import { downloadFile, errorText, requestJson, RequestError } from './upload-file';

jest.mock('@undangin/platform', () => ({ ...jest.requireActual('@undangin/platform'), refreshSession: jest.fn() }));

// The browser's fetch faked: each request gets the next answer and records the token it carried.
const answers: (Response | 'offline')[] = [];
const sentWith: (string | null)[] = [];
const fetchMock = jest.fn(async (_url: string, init?: RequestInit) => {
  sentWith.push(new Headers(init?.headers).get('authorization'));
  const answer = answers.shift();
  if (!answer || answer === 'offline') throw new TypeError('Failed to fetch');
  return answer;
});
Object.assign(globalThis, { fetch: fetchMock });

const csv = (text: string) => new Response(text, { status: 200, headers: { 'content-type': 'text/csv' } });
const failure = (status: number, message: string, code = 'x') =>
  new Response(JSON.stringify({ status, code, message }), { status });
const session = (token: string) =>
  ({
    access_token: token,
    refresh_token: `r-${token}`,
    expires_at: 4_000_000_000,
    user: { id: 'u1' },
  }) as unknown as Session;
const storeWith = (token: string) => {
  const store = configureStore({ reducer: { auth: authSlice.reducer } });
  store.dispatch(sessionStarted(session(token)));
  return store;
};

beforeEach(() => {
  answers.length = 0;
  sentWith.length = 0;
  fetchMock.mockClear();
});

describe('downloadFile', () => {
  it('sends the signed-in token and resolves with the file', async () => {
    answers.push(csv('Nama\nBudi'));
    const blob = await storeWith('lama').dispatch(downloadFile('/api/x.csv'));
    expect(await blob.text()).toBe('Nama\nBudi');
    expect(sentWith).toEqual(['Bearer lama']);
  });

  it('on a 401 refreshes the session once and asks again with the new token', async () => {
    jest.mocked(refreshSession).mockResolvedValueOnce({ session: session('baru') });
    answers.push(failure(401, 'Sesi berakhir'), csv('ok'));
    const store = storeWith('lama');
    expect(await (await store.dispatch(downloadFile('/api/x.csv'))).text()).toBe('ok');
    expect(sentWith).toEqual(['Bearer lama', 'Bearer baru']);
    expect(store.getState().auth.session?.access_token).toBe('baru');
  });

  it('signs out when the refresh token is no longer valid, and rejects with the 401', async () => {
    jest.mocked(refreshSession).mockResolvedValueOnce({ error: 'invalid' });
    answers.push(failure(401, 'Sesi berakhir'));
    const store = storeWith('lama');
    const refused = await store.dispatch(downloadFile('/api/x.csv')).catch((err: unknown) => err);
    expect(refused).toMatchObject({ status: 401 });
    expect(sentWith).toHaveLength(1);
    expect(store.getState().auth.session).toBeNull();
  });

  it("rejects with the service's message for a 4xx, the fallback for a 5xx, and status 0 offline", async () => {
    answers.push(failure(404, 'Undangan tidak ditemukan'), failure(500, 'rahasia'), 'offline');
    const store = storeWith('lama');
    const missing = await store.dispatch(downloadFile('/api/x.csv')).catch((err: unknown) => err);
    expect(errorText(missing, 'Ekspor gagal')).toBe('Undangan tidak ditemukan');
    const broken = await store.dispatch(downloadFile('/api/x.csv')).catch((err: unknown) => err);
    expect(errorText(broken, 'Ekspor gagal')).toBe('Ekspor gagal');
    const offline = await store.dispatch(downloadFile('/api/x.csv')).catch((err: unknown) => err);
    expect(offline).toEqual(new RequestError(0, ''));
  });
});

describe('requestJson', () => {
  it('sends JSON without a user token and resolves with the JSON answer (nothing for a 204)', async () => {
    answers.push(new Response('{"session":"s1"}', { status: 201 }), new Response(null, { status: 204 }));
    expect(await requestJson('/api/x', { method: 'POST', body: JSON.stringify({ pin: '123456' }) })).toEqual({
      session: 's1',
    });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('content-type')).toBe('application/json');
    expect(await requestJson('/api/y', { method: 'POST' })).toBeUndefined();
    expect(sentWith).toEqual([null, null]);
  });

  it("rejects with the status, code and Indonesian message of the service's error", async () => {
    answers.push(failure(401, 'Link tidak berlaku', 'reception_closed'), 'offline');
    const closed = await requestJson('/api/x').catch((err: unknown) => err);
    expect(closed).toMatchObject({ status: 401, code: 'reception_closed', message: 'Link tidak berlaku' });
    expect(errorText(closed, 'gagal')).toBe('Link tidak berlaku');
    expect(await requestJson('/api/x').catch((err: unknown) => err)).toMatchObject({ status: 0 });
  });
});

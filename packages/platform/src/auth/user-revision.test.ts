import { configureStore } from '@reduxjs/toolkit';
import type { AuthSession } from '@undangin/contracts';
import { updateUser } from './auth-actions';
import { authSlice } from './auth-slice';
import { restoreSession } from './restore';
import { sessionStorageKey, toSession, type Session } from './session';

// A slow answer about the user (the start-up check) must not undo a profile saved while it travelled.

const user = (name: string) => ({
  id: 'pengguna-1',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'sari@contoh.id',
  app_metadata: { provider: 'email', providers: ['email'], role: 'user' },
  user_metadata: { name, whatsapp: '6281234567890' },
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
});
const session = {
  access_token: 'akses-1',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  refresh_token: 'segar-1',
  user: user('Sari Lama'),
} as unknown as AuthSession;

const items = new Map<string, string>();
const realFetch = globalThis.fetch;

beforeEach(() => {
  items.clear();
  const localStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: localStorage, configurable: true, writable: true });
});
afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
  Object.assign(globalThis, { fetch: realFetch });
});

it('keeps a profile saved while the start-up check of the session was still on its way', async () => {
  items.set(sessionStorageKey, JSON.stringify(toSession(session)));
  let answerStartUpCheck: (response: Response) => void = () => {};
  const reply = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as unknown as Response;
  Object.assign(globalThis, {
    fetch: (_input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PUT'
        ? Promise.resolve(reply(user('Sari Lestari')))
        : new Promise<Response>((resolve) => (answerStartUpCheck = resolve)),
  });
  const store = configureStore({ reducer: { auth: authSlice.reducer } });

  const restoring = restoreSession(store.dispatch);
  await new Promise((resolve) => setImmediate(resolve));
  await store.dispatch(updateUser({ data: { name: 'Sari Lestari' } }) as never);
  // Only now does the check's answer arrive, describing the user as they were before the save.
  answerStartUpCheck(reply(user('Sari Lama')));
  await restoring;

  expect(store.getState().auth.session?.user.name).toBe('Sari Lestari');
  expect((JSON.parse(items.get(sessionStorageKey)!) as Session).user.name).toBe('Sari Lestari');
});

import { configureStore } from '@reduxjs/toolkit';
import type { AuthSession } from '@undangin/contracts';
import { updateUser } from './auth-actions';
import { onAuthStateChange } from './auth-events';
import { authSlice, sessionStarted } from './auth-slice';
import { startSessionKeeper } from './session-keeper';
import { sessionStorageKey, toSession, type Session } from './session';

// The browser's session code against a fake auth service: the network is faked, the logic is real.

interface SeenRequest {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}
type Answer = { status: number; body?: unknown } | 'offline';

/** Replaces fetch with a service that answers through `answer` and records what it was sent. */
function fakeAuthService(answer: (request: SeenRequest) => Answer): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = {
      method: init?.method ?? 'GET',
      url: String(input),
      authorization: new Headers(init?.headers).get('authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    seen.push(request);
    const reply = answer(request);
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    return { ok: reply.status < 400, status: reply.status, json: async () => reply.body } as unknown as Response;
  };
  Object.assign(globalThis, { fetch });
  return seen;
}

const goTrueUser = (name = 'Rina Wijaya') => ({
  id: 'pengguna-1',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'rina@contoh.id',
  app_metadata: { provider: 'email', providers: ['email'], role: 'user' },
  user_metadata: { name, whatsapp: '6281234567890' },
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
});

/** Session number `n` as the service answers it: tokens akses-n and segar-n. */
const goTrueSession = (n: number, expiresIn = 3600, name?: string) =>
  ({
    access_token: `akses-${n}`,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    refresh_token: `segar-${n}`,
    user: goTrueUser(name),
  }) as unknown as AuthSession;

const storedItems = new Map<string, string>();
const stored = (): Session | null => JSON.parse(storedItems.get(sessionStorageKey) ?? 'null') as Session | null;

function signedInStore(session: Session | null) {
  const store = configureStore({ reducer: { auth: authSlice.reducer } });
  if (session) {
    store.dispatch(sessionStarted(session));
    storedItems.set(sessionStorageKey, JSON.stringify(session));
  }
  return store;
}

let events: [string, string | null][];
let unsubscribe: () => void;
// Promises run for real, only the clock is faked: one real turn of the event loop lets a refresh finish.
const realImmediate = (globalThis as unknown as { setImmediate: (fn: () => void) => void }).setImmediate;
const settle = () => new Promise<void>((resolve) => realImmediate(resolve));
const realFetch = globalThis.fetch;

beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2026-12-01T08:00:00Z'),
    doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'],
  });
  storedItems.clear();
  const localStorage = {
    getItem: (key: string) => storedItems.get(key) ?? null,
    setItem: (key: string, value: string) => void storedItems.set(key, value),
    removeItem: (key: string) => void storedItems.delete(key),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: localStorage, configurable: true, writable: true });
  events = [];
  unsubscribe = onAuthStateChange((event, session) => events.push([event, session?.access_token ?? null]));
});

afterEach(() => {
  unsubscribe();
  jest.useRealTimers();
  delete (globalThis as { localStorage?: unknown }).localStorage;
  Object.assign(globalThis, { fetch: realFetch });
});

describe('the session keeper', () => {
  it('refreshes a minute before the access token expires, and keeps the new tokens', async () => {
    const seen = fakeAuthService(() => ({ status: 200, body: goTrueSession(2) }));
    const store = signedInStore(toSession(goTrueSession(1, 600)));
    const stop = startSessionKeeper(store);
    try {
      await jest.advanceTimersByTimeAsync(530_000);
      expect(seen).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(15_000);
      await settle();
      expect(seen).toEqual([
        {
          method: 'POST',
          url: '/auth/v1/token?grant_type=refresh_token',
          authorization: null,
          body: { refresh_token: 'segar-1' },
        },
      ]);
      expect(store.getState().auth.session?.access_token).toBe('akses-2');
      expect(stored()?.refresh_token).toBe('segar-2');
      expect(events).toEqual([['TOKEN_REFRESHED', 'akses-2']]);
    } finally {
      stop();
    }
  });

  it('retries a refresh the network lost, and keeps the session meanwhile', async () => {
    let offline = true;
    const seen = fakeAuthService(() => (offline ? 'offline' : { status: 200, body: goTrueSession(2) }));
    const store = signedInStore(toSession(goTrueSession(1, 30)));
    const stop = startSessionKeeper(store);
    try {
      await jest.advanceTimersByTimeAsync(10_000);
      await settle();
      expect(seen).toHaveLength(1);
      expect(store.getState().auth.status).toBe('signedIn');
      offline = false;
      await jest.advanceTimersByTimeAsync(200);
      await settle();
      expect(seen).toHaveLength(2);
      expect(store.getState().auth.session?.access_token).toBe('akses-2');
    } finally {
      stop();
    }
  });

  it('signs out when the service refuses the refresh token', async () => {
    fakeAuthService(() => ({
      status: 400,
      body: { code: 'refresh_token_not_found', message: 'Sesi tidak valid. Silakan login kembali.' },
    }));
    const store = signedInStore(toSession(goTrueSession(1, 30)));
    const stop = startSessionKeeper(store);
    try {
      await jest.advanceTimersByTimeAsync(10_000);
      await settle();
      expect(store.getState().auth).toEqual({ status: 'signedOut', session: null });
      expect(stored()).toBeNull();
      expect(events).toEqual([['SIGNED_OUT', null]]);
    } finally {
      stop();
    }
  });

  it("adopts another tab's sign-in, refresh and sign-out, announcing each", () => {
    fakeAuthService(() => ({ status: 500 }));
    const listeners: ((event: StorageEvent) => void)[] = [];
    const target = globalThis as unknown as { addEventListener?: unknown; removeEventListener?: unknown };
    Object.assign(globalThis, {
      addEventListener: (_type: string, fn: (event: StorageEvent) => void) => listeners.push(fn),
      removeEventListener: () => undefined,
    });
    const otherTab = (session: Session | null) =>
      listeners.forEach((fn) =>
        fn({ key: sessionStorageKey, newValue: session ? JSON.stringify(session) : null } as StorageEvent),
      );
    const store = signedInStore(null);
    const stop = startSessionKeeper(store);
    try {
      otherTab(toSession(goTrueSession(5)));
      expect(store.getState().auth.session?.access_token).toBe('akses-5');
      otherTab(toSession(goTrueSession(6)));
      otherTab(null);
      expect(store.getState().auth).toEqual({ status: 'signedOut', session: null });
      expect(events).toEqual([
        ['SIGNED_IN', 'akses-5'],
        ['TOKEN_REFRESHED', 'akses-6'],
        ['SIGNED_OUT', null],
      ]);
    } finally {
      stop();
      delete target.addEventListener;
      delete target.removeEventListener;
    }
  });
});

describe('saving the account (updateUser)', () => {
  it('refreshes an access token the service refused, once, and saves with the new one', async () => {
    const seen = fakeAuthService(({ method, authorization }) => {
      if (method === 'POST') return { status: 200, body: goTrueSession(2) };
      return authorization === 'Bearer akses-1'
        ? { status: 401, body: { code: 'bad_jwt', message: 'Token tidak valid.' } }
        : { status: 200, body: goTrueUser('Rina Baru') };
    });
    const store = signedInStore(toSession(goTrueSession(1)));

    const user = await store.dispatch(updateUser({ data: { name: 'Rina Baru' } }));
    expect(user.name).toBe('Rina Baru');
    expect(seen.map((r) => `${r.method} ${r.url} ${r.authorization ?? '-'}`)).toEqual([
      'PUT /auth/v1/user Bearer akses-1',
      'POST /auth/v1/token?grant_type=refresh_token -',
      'PUT /auth/v1/user Bearer akses-2',
    ]);
    expect(seen[2]?.body).toEqual({ data: { name: 'Rina Baru' } });
    expect(store.getState().auth.session).toMatchObject({ access_token: 'akses-2', user: { name: 'Rina Baru' } });
    expect(stored()).toMatchObject({ refresh_token: 'segar-2', user: { name: 'Rina Baru' } });
    expect(events).toEqual([
      ['TOKEN_REFRESHED', 'akses-2'],
      ['USER_UPDATED', 'akses-2'],
    ]);
  });

  it('ends the session when the refresh token is refused too, and fails the save', async () => {
    const seen = fakeAuthService(({ method }) =>
      method === 'POST'
        ? { status: 400, body: { code: 'refresh_token_not_found' } }
        : { status: 401, body: { code: 'bad_jwt' } },
    );
    const store = signedInStore(toSession(goTrueSession(1)));

    const save = store.dispatch(updateUser({ password: 'baru5678', current_password: 'lama1234' }));
    await expect(save).rejects.toMatchObject({ status: 401 });
    expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(1);
    expect(store.getState().auth).toEqual({ status: 'signedOut', session: null });
    expect(events).toEqual([['SIGNED_OUT', null]]);
  });

  it('does not refresh for an answer about the request itself', async () => {
    const seen = fakeAuthService(() => ({
      status: 400,
      body: { code: 'invalid_credentials', message: 'Password saat ini salah.' },
    }));
    const store = signedInStore(toSession(goTrueSession(1)));

    await expect(
      store.dispatch(updateUser({ password: 'baru5678', current_password: 'keliru123' })),
    ).rejects.toMatchObject({
      status: 400,
      code: 'invalid_credentials',
    });
    expect(seen).toHaveLength(1);
    expect(store.getState().auth.session?.access_token).toBe('akses-1');
  });
});

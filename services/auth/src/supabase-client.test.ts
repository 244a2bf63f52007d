import { AuthClient, type AuthChangeEvent } from '@supabase/auth-js';
import { buildAuthTestApp, newPerson } from './test-support';

type TestApp = Awaited<ReturnType<typeof buildAuthTestApp>>['app'];

/** A memory storage, as a browser's localStorage would hold the session. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the real @supabase/auth-js client against the auth service', () => {
  let app: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ app } = await buildAuthTestApp());
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address}/auth/v1`;
  });
  afterAll(() => app.close());

  const client = () =>
    new AuthClient({
      url,
      storage: memoryStorage(),
      autoRefreshToken: false,
      persistSession: true,
      detectSessionInUrl: false,
    });

  it('signs up, signs in, reads and updates the user, refreshes and signs out', async () => {
    const person = newPerson('supabase');
    const auth = client();
    const events: AuthChangeEvent[] = [];
    auth.onAuthStateChange((event) => void events.push(event));

    const signUp = await auth.signUp({
      email: person.email,
      password: 'rahasia123',
      options: {
        data: {
          name: person.name,
          full_name: person.name,
          whatsapp: person.whatsapp,
          phone: person.whatsapp,
          referral_code: null,
          avatar_url: null,
        },
      },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session?.access_token).toBeTruthy();
    expect(signUp.data.user?.user_metadata.whatsapp).toBe(person.normalized);
    await auth.signOut({ scope: 'local' });

    const signIn = await auth.signInWithPassword({ email: person.email, password: 'rahasia123' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.email).toBe(person.email);
    const byPhone = await client().signInWithPassword({ phone: person.whatsapp, password: 'rahasia123' });
    expect(byPhone.data.user?.id).toBe(signIn.data.user?.id);

    const read = await auth.getUser();
    expect(read.data.user?.user_metadata.name).toBe(person.name);
    const updated = await auth.updateUser({ data: { name: 'Nama Baru' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata.name).toBe('Nama Baru');

    const before = (await auth.getSession()).data.session!;
    const refreshed = await auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(before.refresh_token);

    expect((await auth.signOut()).error).toBeNull();
    expect((await auth.getSession()).data.session).toBeNull();
    expect(events).toEqual(expect.arrayContaining(['SIGNED_IN', 'USER_UPDATED', 'TOKEN_REFRESHED', 'SIGNED_OUT']));
  });

  it('surfaces GoTrue error codes the client knows', async () => {
    const person = newPerson('supabase');
    const auth = client();
    const wrong = await auth.signInWithPassword({ email: person.email, password: 'salah123' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    const weak = await auth.signUp({ email: person.email, password: 'abc' });
    expect(weak.error?.name).toBe('AuthWeakPasswordError');
    expect(weak.error).toMatchObject({ code: 'weak_password', reasons: ['length', 'characters'] });
    expect((await auth.signUp({ email: person.email, password: 'rahasia123' })).error).toBeNull();
    const twice = await client().signUp({ email: person.email, password: 'rahasia123' });
    expect(twice.error).toMatchObject({ status: 422, code: 'user_already_exists' });
  });

  it('refuses a reused refresh token and ends the whole session family', async () => {
    const person = newPerson('supabase');
    const auth = client();
    expect((await auth.signUp({ email: person.email, password: 'rahasia123' })).error).toBeNull();
    const stolen = (await auth.getSession()).data.session!.refresh_token;
    const { data } = await auth.refreshSession();
    const current = data.session!;

    const reuse = await fetch(`${url}/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: stolen }),
    });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ code: 'refresh_token_already_used' });

    // The legitimate holder's newest tokens died with the family.
    const user = await auth.getUser(current.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
    const renew = await client().refreshSession({ refresh_token: current.refresh_token });
    expect(renew.error).toMatchObject({ code: 'refresh_token_not_found' });
  });
});

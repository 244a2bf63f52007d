import { expect, test } from '@playwright/test';
import { AuthClient } from '@supabase/auth-js';
import { baseURL } from '../playwright.config';
import { newPerson } from '../support/session';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const client = () =>
  new AuthClient({
    url: `${baseURL}/auth/v1`,
    storage: memoryStorage(),
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: false,
  });

test('the stock @supabase/auth-js client works against the running stack, through the gateway', async () => {
  const person = newPerson();
  const auth = client();
  const signUp = await auth.signUp({
    email: person.email,
    password: person.password,
    options: { data: { name: person.name, whatsapp: person.whatsapp } },
  });
  expect(signUp.error).toBeNull();
  await auth.signOut({ scope: 'local' });

  const signIn = await auth.signInWithPassword({ email: person.email, password: person.password });
  expect(signIn.error).toBeNull();
  expect((await auth.getUser()).data.user?.user_metadata.whatsapp).toBe(`62${person.whatsapp.slice(1)}`);
  expect((await auth.updateUser({ data: { name: 'Nama Baru' } })).data.user?.user_metadata.name).toBe('Nama Baru');

  const stolen = (await auth.getSession()).data.session!.refresh_token;
  const refreshed = await auth.refreshSession();
  expect(refreshed.error).toBeNull();
  const reuse = await client().refreshSession({ refresh_token: stolen });
  expect(reuse.error).toMatchObject({ code: 'refresh_token_already_used' });
  // The reuse revoked the family: the rightful holder's session is gone too.
  expect((await auth.getUser(refreshed.data.session!.access_token)).error?.name).toBe('AuthSessionMissingError');
  expect((await auth.signOut()).error).toBeNull();
});

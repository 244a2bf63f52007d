import { configureStore } from '@reduxjs/toolkit';
import { authSlice, refreshSession, sessionStarted, type Session } from '@undangin/platform';
import { errorText, uploadErrorText, uploadFile, UploadError } from './upload-file';

jest.mock('@undangin/platform', () => ({ ...jest.requireActual('@undangin/platform'), refreshSession: jest.fn() }));

// The browser's XMLHttpRequest faked: each request gets the next answer and records the token it carried.
const answers: { status: number; body: string }[] = [];
const sentWith: (string | undefined)[] = [];
class FakeRequest {
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  private authorization?: string;
  open() {}
  setRequestHeader(name: string, value: string) {
    if (name === 'authorization') this.authorization = value;
  }
  send() {
    sentWith.push(this.authorization);
    const answer = answers.shift();
    setTimeout(() => {
      if (!answer) return this.onerror?.();
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
      this.status = answer.status;
      this.responseText = answer.body;
      this.onload?.();
    });
  }
}
Object.assign(globalThis, { XMLHttpRequest: FakeRequest, FormData: class {} });

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

describe('uploadFile', () => {
  beforeEach(() => {
    answers.length = 0;
    sentWith.length = 0;
  });

  it('sends the signed-in token and resolves with the JSON of a 2xx, reporting progress', async () => {
    answers.push({ status: 200, body: '{"url":"/uploads/a.webp"}' });
    const progress: number[] = [];
    const result = await storeWith('lama').dispatch(
      uploadFile<{ url: string }>('/api/x', new FormData(), { onProgress: (f) => progress.push(f) }),
    );
    expect(result).toEqual({ url: '/uploads/a.webp' });
    expect(sentWith).toEqual(['Bearer lama']);
    expect(progress).toEqual([1]);
  });

  it('on a 401 refreshes the session once and sends again with the new token', async () => {
    jest.mocked(refreshSession).mockResolvedValueOnce({ session: session('baru') });
    answers.push({ status: 401, body: '{}' }, { status: 200, body: '{"url":"/uploads/b.webp"}' });
    const store = storeWith('lama');
    expect(await store.dispatch(uploadFile('/api/x', new FormData()))).toEqual({ url: '/uploads/b.webp' });
    expect(sentWith).toEqual(['Bearer lama', 'Bearer baru']);
    expect(store.getState().auth.session?.access_token).toBe('baru');
  });

  it("rejects with the service's Indonesian message, the route's word for a proxy's 413, and status 0 offline", async () => {
    answers.push(
      { status: 415, body: '{"status":415,"code":"unsupported_media_type","message":"Hanya file gambar"}' },
      { status: 413, body: '<html>' },
    );
    const store = storeWith('lama');
    const refused = await store.dispatch(uploadFile('/api/x', new FormData())).catch((err: unknown) => err);
    expect(refused).toEqual(new UploadError(415, 'Hanya file gambar'));
    expect(uploadErrorText(refused, 'gagal', 'tak terduga')).toBe('Hanya file gambar');
    const tooLarge = await store
      .dispatch(uploadFile('/api/x', new FormData(), { tooLarge: 'Maks. 10MB' }))
      .catch((err: unknown) => err);
    expect(uploadErrorText(tooLarge, 'gagal', 'tak terduga')).toBe('Maks. 10MB');
    const offline = await store.dispatch(uploadFile('/api/x', new FormData())).catch((err: unknown) => err);
    expect(uploadErrorText(offline, 'gagal', 'tak terduga')).toBe('tak terduga');
  });

  it("errorText gives a 4xx's message and the fallback for anything else", () => {
    expect(errorText({ status: 409, data: { message: 'Sudah ada' } }, 'gagal')).toBe('Sudah ada');
    expect(errorText({ status: 500, data: { message: 'rahasia' } }, 'gagal')).toBe('gagal');
  });
});

import { UploadCancelled, UploadError, uploadToPresignedUrl } from './upload-file';

// The browser's XMLHttpRequest faked: records what was sent, answers with the next status (none: a network failure).
const answers: number[] = [];
const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
class FakeRequest {
  static last?: FakeRequest;
  status = 0;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  private request = { method: '', url: '', headers: {} as Record<string, string>, body: undefined as unknown };
  open(method: string, url: string) {
    Object.assign(this.request, { method, url });
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    FakeRequest.last = this;
    sent.push({ ...this.request, body });
    const status = answers.shift();
    setTimeout(() => {
      if (status === undefined) return;
      if (status === 0) return this.onerror?.();
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.status = status;
      this.onload?.();
    });
  }
}
Object.assign(globalThis, { XMLHttpRequest: FakeRequest });

const target = {
  method: 'PUT' as const,
  url: 'https://s3.contoh.id/undangin-uploads/incoming/u1/abc?X-Amz-Signature=x',
  headers: { 'content-type': 'video/mp4' },
};

describe('uploadToPresignedUrl', () => {
  beforeEach(() => {
    answers.length = 0;
    sent.length = 0;
  });

  it('PUTs the file with only the signed headers (never a bearer) and reports progress to 100 %', async () => {
    answers.push(200);
    const progress: number[] = [];
    await uploadToPresignedUrl(target, 'isi video' as unknown as Blob, { onProgress: (f) => progress.push(f) });
    expect(sent).toEqual([
      { method: 'PUT', url: target.url, headers: { 'content-type': 'video/mp4' }, body: 'isi video' },
    ]);
    expect(progress).toEqual([0.5, 1]);
  });

  it("rejects with the store's status, with status 0 when no answer came, and with UploadCancelled on cancel", async () => {
    answers.push(403, 0);
    await expect(uploadToPresignedUrl(target, new Blob())).rejects.toEqual(new UploadError(403, ''));
    await expect(uploadToPresignedUrl(target, new Blob())).rejects.toMatchObject({ status: 0 });
    const controller = new AbortController();
    const cancelled = uploadToPresignedUrl(target, new Blob(), { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toBeInstanceOf(UploadCancelled);
  });
});

import type { AppDispatch } from '@undangin/platform';
import { UploadCancelled, UploadError, uploadFile, uploadToPresignedUrl } from '@undangin/platform/upload';
import { completeMediaUpload, createMediaUpload } from './direct-upload';
import { uploadMedia, uploadMediaErrorText } from './upload-media';

jest.mock('@undangin/platform/upload', () => ({
  ...jest.requireActual('@undangin/platform/upload'),
  uploadFile: jest.fn(),
  uploadToPresignedUrl: jest.fn(),
}));
jest.mock('./direct-upload', () => ({
  createMediaUpload: { initiate: jest.fn() },
  completeMediaUpload: { initiate: jest.fn() },
}));

// RTK Query's mutation thunks, as `dispatch` sees them: an object whose unwrap() is the answer.
const answers = (value: unknown) => ({
  unwrap: () => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value)),
});
const dispatch: AppDispatch = jest.fn((action: unknown): unknown =>
  typeof action === 'function' ? action(dispatch) : action,
) as unknown as AppDispatch;
const video = { name: 'video.mp4', size: 6_000_000, type: 'video/mp4' } as File;
const media = { id: 'm1', url: 'https://cdn.contoh.id/u1/m1.mp4' };
const direct = {
  mode: 'direct',
  id: 'm1',
  method: 'PUT',
  url: 'https://s3.contoh.id/b/incoming/u1/m1?sig',
  headers: {},
};
const create = createMediaUpload.initiate as jest.Mock;
const complete = completeMediaUpload.initiate as jest.Mock;

beforeEach(() => {
  jest.clearAllMocks();
  (uploadToPresignedUrl as jest.Mock).mockResolvedValue(undefined);
});

describe('uploadMedia', () => {
  it('sends a video straight to the bucket when offered, then has the service record it', async () => {
    create.mockReturnValue(answers(direct));
    complete.mockReturnValue(answers(media));
    const onProgress = jest.fn();
    expect(await uploadMedia(video, 'video', { onProgress })(dispatch)).toBe(media);
    expect(create).toHaveBeenCalledWith({ purpose: 'video', name: 'video.mp4', size: 6_000_000, type: 'video/mp4' });
    expect(uploadToPresignedUrl).toHaveBeenCalledWith(direct, video, { onProgress });
    expect(complete).toHaveBeenCalledWith('m1');
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('falls back to the service when it answers mode service (local disk), and never asks for a photo', async () => {
    create.mockReturnValue(answers({ mode: 'service' }));
    (uploadFile as jest.Mock).mockReturnValue(() => Promise.resolve(media));
    expect(await uploadMedia(video, 'video')(dispatch)).toBe(media);
    expect((uploadFile as jest.Mock).mock.calls[0][0]).toBe('/api/dashboard/media?purpose=video');
    expect(uploadToPresignedUrl).not.toHaveBeenCalled();
    await uploadMedia({ name: 'foto.jpg', size: 10, type: 'image/jpeg' } as File, 'image')(dispatch);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('says in Indonesian why it stopped: cancelled, the bucket unreachable, or the service’s own words', async () => {
    create.mockReturnValue(answers(direct));
    (uploadToPresignedUrl as jest.Mock).mockRejectedValueOnce(new UploadCancelled());
    const cancelled = await uploadMedia(video, 'video')(dispatch).catch((error: unknown) => error);
    expect(uploadMediaErrorText(cancelled, 'gagal', 'galat')).toBe('Upload dibatalkan.');
    (uploadToPresignedUrl as jest.Mock).mockRejectedValueOnce(new UploadError(0, ''));
    const unreachable = await uploadMedia(video, 'video')(dispatch).catch((error: unknown) => error);
    expect(uploadMediaErrorText(unreachable, 'gagal', 'galat')).toBe(
      'Gagal mengirim file ke penyimpanan. Periksa koneksi Anda, lalu coba lagi.',
    );
    expect(complete).not.toHaveBeenCalled();
    const tooLarge = { status: 413, data: { message: 'Ukuran file maksimal 50MB' } };
    expect(uploadMediaErrorText(tooLarge, 'gagal', 'galat')).toBe('Ukuran file maksimal 50MB');
    expect(uploadMediaErrorText({ status: 500, data: { message: 'x' } }, 'gagal', 'galat')).toBe('gagal');
  });
});

import { messages, type UploadPurpose } from '@undangin/contracts';

const MB = 1024 * 1024;

/** What each upload may be: its kind (judged by content), its size cap, and the texts refusing it. */
export const purposes = {
  image: { kind: 'image', max: 10 * MB, wrongType: messages.uploads.imageOnly, tooLarge: messages.uploads.tooLarge10 },
  audio: { kind: 'audio', max: 10 * MB, wrongType: messages.uploads.audioOnly, tooLarge: messages.uploads.tooLarge10 },
  video: { kind: 'video', max: 50 * MB, wrongType: messages.uploads.videoOnly, tooLarge: messages.uploads.tooLarge50 },
} as const satisfies Record<UploadPurpose, unknown>;

/** The largest upload of any purpose. */
export const maxUploadBytes = 50 * MB;

/** The first bytes read to judge a file: the whole ftyp box of an MP4 (its compatible brands too) fits in them. */
export const sniffBytes = 1024;

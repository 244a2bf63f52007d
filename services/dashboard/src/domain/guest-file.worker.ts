import { serveWorker } from '@undangin/service-kit/worker';
import { readGuestFile } from './guest-file';

/** Reads an uploaded guest file on a thread of its own (routes/guests/import.ts says why). */
serveWorker(({ file }: { file: Uint8Array }) =>
  readGuestFile(Buffer.from(file.buffer, file.byteOffset, file.byteLength), ''),
);

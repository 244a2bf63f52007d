import { messages, type PrintTemplateImage } from '@undangin/contracts';
import { uploadFile } from '@undangin/platform/upload';

/** Sends one image of a print template (a thunk for `dispatch`); the service checks it and answers its public URL. */
export function uploadPrintTemplateImage(file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return uploadFile<PrintTemplateImage>('/api/admin/print-templates/images', form, {
    onProgress,
    tooLarge: messages.uploads.tooLarge10,
  });
}

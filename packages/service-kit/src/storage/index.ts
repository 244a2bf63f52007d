export { localStorage, storageFromEnv, type FileStorage } from './storage';
export {
  immutableCacheControl,
  s3Storage,
  type DirectUploads,
  type PresignedPut,
  type S3Settings,
  type StoredObject,
} from './s3';
export { sniff, type Sniffed } from './sniff';
export { uploadFileName } from './file-name';
export {
  exportDisposition,
  exportStoreFromEnv,
  localExportPath,
  localExportStore,
  s3ExportStore,
  type ExportStore,
  type SignedQuery,
} from './exports';
export { assertImagePixels, decodeImage, maxImagePixels, webpOf } from './image';

export { localStorage, s3Storage, signS3, signV4, storageFromEnv, type FileStorage } from './storage';
export { sniff, type Sniffed } from './sniff';
export { assertImagePixels, decodeImage, maxImagePixels, webpOf } from './image';

import type { AppConfig } from '../config';
import { createS3Storage } from './s3Storage';
import { createDiskStorage } from './storage';

/** The store the settings name: an S3-compatible bucket when MEDIA_S3_* are given, else MEDIA_DIR (docs/media.md#s3). */
export const configuredStorage = (config: Pick<AppConfig, 'mediaDir' | 'mediaS3'>) =>
  config.mediaS3 ? createS3Storage(config.mediaS3) : createDiskStorage(config.mediaDir);

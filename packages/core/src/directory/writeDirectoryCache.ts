// The wallet directory cache's write (directoryCache.ts reads it). Only the API services, loaded lazily, write it:
// in a module of its own it stays out of the host page's initial bundle, which holds directoryCache.ts whole.
import type { GangwayStorage } from '../storage/gangwayStorage.ts';
import { directoryCacheKey } from '../storage/storageKeys.ts';
import { DIRECTORY_CACHE_VERSION, type StoredDirectory } from './directoryCache.ts';
import type { InitialAnswers } from './initialDirectoryState.ts';

/** Keeps the answers for the next visit; an entry over the storage cap is not kept (the old one is dropped). */
export function writeDirectoryCache(
  storage: Pick<GangwayStorage, 'setCache'>,
  projectId: string,
  source: string,
  answers: InitialAnswers,
  now?: number,
): void {
  const stored: StoredDirectory = { version: DIRECTORY_CACHE_VERSION, source, answers };
  storage.setCache(directoryCacheKey(projectId), stored, now);
}

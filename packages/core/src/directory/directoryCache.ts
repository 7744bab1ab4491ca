// SPEC §3's wallet directory cache: the first directory answers kept in browser storage, one entry per project id,
// so that a repeat visit shows the Connect view's wallets in its first frame while they are fetched again. What is
// read back is checked like a server answer; anything else (another version, other queries, a bad shape, older than
// a day) is removed and reads as absent.
import { DIRECTORY_CACHE_MAX_AGE_MS } from '@gangway/protocol';
import type { GangwayStorage } from '../storage/gangwayStorage.ts';
import { directoryCacheKey } from '../storage/storageKeys.ts';
import type { InitialAnswers } from './initialDirectoryState.ts';
import { checkWalletsAnswer } from './walletsAnswerGuard.ts';

/** The stored shape's version: a change to it makes older entries read as absent. */
export const DIRECTORY_CACHE_VERSION = 1;

export interface StoredDirectory {
  version: typeof DIRECTORY_CACHE_VERSION;
  /** What the answers were asked of (server, project, SDK version, chains, filters): other queries miss. */
  source: string;
  answers: InitialAnswers;
}

function parseStored(value: unknown, source: string): InitialAnswers | undefined {
  const stored = value as Partial<StoredDirectory> | null;
  if (stored?.version !== DIRECTORY_CACHE_VERSION || stored.source !== source) return undefined;
  const { firstPage, featured, excluded } = (stored.answers ?? {}) as Record<string, unknown>;
  const optional = (answer: unknown) => answer === undefined || checkWalletsAnswer(answer) !== undefined;
  return checkWalletsAnswer(firstPage) && optional(featured) && optional(excluded)
    ? stored.answers
    : undefined;
}

export function readDirectoryCache(
  storage: Pick<GangwayStorage, 'getCache'>,
  projectId: string,
  source: string,
  now?: number,
): InitialAnswers | undefined {
  return storage.getCache(
    directoryCacheKey(projectId),
    (value) => parseStored(value, source),
    DIRECTORY_CACHE_MAX_AGE_MS,
    now,
  );
}

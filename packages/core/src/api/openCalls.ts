// The calls the modal makes on opening: the directory's pages and searches, the project's remote features and
// allowed origins. Their answers are checked by guards, so opening loads no zod; an answer a guard refuses is
// explained by its schema, loaded then.
import type { CaipNetworkId, GetWalletsResponse, RemoteFeatures } from '@gangway/protocol';
import { checkWalletsAnswer } from '../directory/walletsAnswerGuard.ts';
import { checkConfigAnswer, checkOriginsAnswer } from './answerGuards.ts';
import { type ApiCall, ApiHttpError, fetchAnswer, type HttpOptions, statusCategory } from './apiFetch.ts';
import type { WalletsQuery } from './client.ts';
import type { OpenCallSchema } from './openCallSchemas.ts';
import { apiUrl, type ImageKind, imageUrl } from './urls.ts';

export interface OpenCalls {
  getRemoteFeatures(): Promise<RemoteFeatures>;
  /** SPEC §7: 429 and 5xx are thrown (RATE_LIMITED, SERVER_ERROR); any other failure is an empty list. */
  getAllowedOrigins(): Promise<string[]>;
  getWallets(query: WalletsQuery): Promise<GetWalletsResponse>;
  imageUrl(kind: ImageKind, id: string): string;
  /** The RPC proxy URL for a chain: usable as a network's rpcUrls entry. */
  rpcUrl(chainId: CaipNetworkId): string;
}

async function guarded<T>(
  options: HttpOptions,
  call: ApiCall,
  guard: (json: unknown) => T | undefined,
  schema: OpenCallSchema,
): Promise<T> {
  const json = await fetchAnswer(options, call);
  const answer = guard(json);
  if (answer !== undefined) return answer;
  throw (await import('./openCallSchemas.ts')).refusal(schema, json, call.path);
}

export function createOpenCalls(options: HttpOptions): OpenCalls {
  return {
    getRemoteFeatures: async () =>
      (await guarded(options, { path: '/appkit/v1/config' }, checkConfigAnswer, 'config'))
        .features as RemoteFeatures,
    getAllowedOrigins: async () => {
      try {
        return (await guarded(options, { path: '/projects/v1/origins' }, checkOriginsAnswer, 'origins'))
          .allowedOrigins;
      } catch (error) {
        // Only a status of 429 or 5xx counts: a network failure or a timeout has none, so it is an empty list too.
        const category = error instanceof ApiHttpError ? statusCategory(error) : 'OTHER';
        if (category === 'RATE_LIMITED' || category === 'SERVER_ERROR') throw error;
        return [];
      }
    },
    getWallets: (query) =>
      guarded(options, { path: '/getWallets', query: { ...query } }, checkWalletsAnswer, 'wallets'),
    imageUrl: (kind, id) => imageUrl(options, kind, id),
    rpcUrl: (chainId) => apiUrl(options, '/v1/', { chainId }),
  };
}

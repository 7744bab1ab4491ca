// URLs of gangway-server's routes: every one carries projectId, st and sv (SPEC §7). No zod here: the initial
// bundle builds image URLs with it.
import { SDK_TYPE, SDK_VERSION } from '@gangway/protocol';

export type QueryValue = string | number | boolean | readonly string[] | undefined;

export interface ApiLocation {
  apiUrl: string;
  projectId: string;
}

export function apiUrl(
  location: ApiLocation,
  path: string,
  query: Readonly<Record<string, QueryValue>> = {},
): string {
  const url = new URL(`${location.apiUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`);
  const params = url.searchParams;
  params.set('projectId', location.projectId);
  params.set('st', SDK_TYPE);
  params.set('sv', SDK_VERSION);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.toString();
}

export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token';
const IMAGE_PATHS: Record<ImageKind, string> = {
  wallet: '/getWalletImage',
  asset: '/public/getAssetImage',
  currency: '/public/getCurrencyImage',
  token: '/public/getTokenImage',
};

export function imageUrl(location: ApiLocation, kind: ImageKind, id: string): string {
  return apiUrl(location, `${IMAGE_PATHS[kind]}/${encodeURIComponent(id)}`);
}

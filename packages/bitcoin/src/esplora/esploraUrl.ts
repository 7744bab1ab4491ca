import { GangwayError } from '@gangway/protocol';

/**
 * The URL of Esplora's `path` (starting with '/') under a base URL that may carry a path and a query string, as
 * gangway-server's proxy does (`…/v1/esplora?chainId=…&projectId=…`): `${origin}${basePath}${path}?${query}`.
 */
export function esploraUrl(base: string, path: string): string {
  let url: URL;
  try {
    url = new URL(base);
  } catch (cause) {
    throw new GangwayError(
      'INVALID_OPTION',
      { option: 'networks', reason: `${base} is not a URL` },
      { cause },
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}${path}${url.search}`;
}

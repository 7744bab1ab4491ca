// The shapes of `siwx` and `siweConfig`, checked when the sign-in flow loads (createGangway keeps only the check
// that both are set: the rest would weigh on every page's first bytes, and only pages that sign in load this).
import type { GangwayOptions } from '../options/GangwayOptions.ts';
import { invalid, isRecord, wrongType } from '../options/validateOptions.ts';

const SIWX_METHODS = ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'] as const;
const SIWE_METHODS = ['getNonce', 'createMessage', 'verifyMessage', 'getSession', 'signOut'] as const;

/** siwx: true, gangway-server options, or a whole SiwxConfig; siweConfig: its five functions. Names the bad one. */
export function validateSignInOptions({
  siwx,
  siweConfig,
}: Pick<GangwayOptions, 'siwx' | 'siweConfig'>): void {
  if (siwx !== undefined && siwx !== true) {
    if (!isRecord(siwx)) invalid('siwx', wrongType('object', siwx));
    if ('createMessage' in siwx) {
      for (const method of SIWX_METHODS)
        if (typeof siwx[method] !== 'function')
          invalid(`siwx.${method}`, wrongType('function', siwx[method]));
    }
  }
  if (siweConfig !== undefined) {
    if (!isRecord(siweConfig)) invalid('siweConfig', wrongType('object', siweConfig));
    for (const method of SIWE_METHODS)
      if (typeof siweConfig[method] !== 'function')
        invalid(`siweConfig.${method}`, wrongType('function', siweConfig[method]));
  }
}

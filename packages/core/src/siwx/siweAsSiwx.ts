// The older EVM-only `siweConfig` (SIWE) as a SiwxConfig: its nonce, its text, its verification and its session,
// driven by the same flow and view as `siwx`.
import { type CaipNetworkId, GangwayError } from '@gangway/protocol';
import type { SiweConfig, SiwxConfig, SiwxSession } from './SiwxConfig.ts';

const chainNumber = (chainId: CaipNetworkId) => Number(chainId.slice(chainId.indexOf(':') + 1));

export function siweAsSiwx(siwe: SiweConfig): SiwxConfig {
  return {
    async createMessage({ accountAddress, chainId }) {
      const nonce = await siwe.getNonce(accountAddress);
      const domain = location.host;
      const uri = `${location.origin}/`;
      const text = siwe.createMessage({
        address: accountAddress,
        chainId: chainNumber(chainId),
        nonce,
        domain,
        uri,
      });
      return {
        accountAddress,
        chainId,
        domain,
        uri,
        version: '1',
        nonce,
        issuedAt: new Date().toISOString(),
        toString: () => text,
      };
    },
    async addSession({ message, signature }) {
      if (!(await siwe.verifyMessage({ message, signature })))
        throw new GangwayError('INVALID_RESPONSE', { source: 'siweConfig.verifyMessage', reason: 'refused' });
    },
    async getSessions(chainId, address) {
      const session = await siwe.getSession();
      if (!session || session.address.toLowerCase() !== address.toLowerCase()) return [];
      if (session.chainId !== chainNumber(chainId)) return [];
      const known: SiwxSession = {
        data: {
          accountAddress: address,
          chainId,
          domain: location.host,
          uri: `${location.origin}/`,
          version: '1',
          nonce: '',
          issuedAt: '',
        },
        message: '',
        signature: '',
      };
      return [known];
    },
    async setSessions() {},
    async revokeSession() {
      await siwe.signOut();
    },
    getRequired: () => siwe.required ?? false,
  };
}

// The sats-connect provider shape (sats-connect-core's BitcoinProvider): JSON-RPC 2.0 envelopes over request().
// Type-only apart from the provider lookup, which discovery needs.

/** An entry of `window.btc_providers`. */
export interface SatsConnectProviderInfo {
  id: string;
  name: string;
  icon: string;
  webUrl?: string;
}

export type SatsConnectEvent = 'accountChange' | 'networkChange' | 'disconnect';

export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<unknown>;
  addListener?(event: SatsConnectEvent, listener: (event: unknown) => void): () => void;
}

export function isSatsConnectProvider(value: unknown): value is SatsConnectProvider {
  return typeof (value as { request?: unknown } | null)?.request === 'function';
}

/** The provider at the dotted path `id` on `window` (sats-connect's getProviderById). */
export function satsConnectProviderAt(id: string): SatsConnectProvider | undefined {
  let value: unknown = window;
  for (const part of id.split('.')) value = (value as Record<string, unknown> | null | undefined)?.[part];
  return isSatsConnectProvider(value) ? value : undefined;
}

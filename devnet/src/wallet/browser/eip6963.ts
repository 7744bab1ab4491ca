import { DEV_WALLET_ICON } from './icon.ts';

export interface Eip6963ProviderInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

export const DEV_WALLET_RDNS = 'io.gangway.devwallet';
export const DEV_WALLET_NAME = 'Gangway Dev Wallet';

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a plain-http LAN address is not one.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function devWalletProviderInfo(): Eip6963ProviderInfo {
  return { uuid: randomUuid(), name: DEV_WALLET_NAME, icon: DEV_WALLET_ICON, rdns: DEV_WALLET_RDNS };
}

/** Announces the provider now and whenever a page asks (EIP-6963); returns a function to stop. */
export function announceProvider(target: Window, info: Eip6963ProviderInfo, provider: unknown): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider });
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  target.addEventListener('eip6963:requestProvider', announce);
  announce();
  return () => target.removeEventListener('eip6963:requestProvider', announce);
}

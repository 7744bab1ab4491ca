// The Wallet Standard's registration handshake, without @wallet-standard/wallet: announce now (for apps already
// listening) and answer every app that says it is ready later.
import type { Wallet } from '@wallet-standard/base';

type RegisterCallback = (api: { register(wallet: Wallet): () => void }) => void;

export function registerStandardWallet(target: Window, wallet: Wallet): void {
  const callback: RegisterCallback = ({ register }) => {
    register(wallet);
  };
  target.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent).detail));
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
}

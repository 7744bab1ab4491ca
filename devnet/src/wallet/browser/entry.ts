// Entry of dist/dev-wallet.js (IIFE): installs the wallet as soon as the script runs.
import { installDevWallet } from './install.ts';

try {
  installDevWallet();
} catch (error) {
  console.error('Gangway Dev Wallet failed to install:', error);
}

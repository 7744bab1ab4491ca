// npm run build:wallet -w devnet
import { buildDevWalletBundle } from './bundle.ts';

const { path, bytes } = await buildDevWalletBundle();
console.log(`Built ${path} (${(bytes / 1024).toFixed(1)} KiB)`);

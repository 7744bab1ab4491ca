/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_GANGWAY_PROJECT_ID: string;
  readonly VITE_GANGWAY_API_URL: string;
  readonly VITE_RPC_1: string;
  readonly VITE_RPC_137: string;
  readonly VITE_SOLANA_REFERENCE: string;
  readonly VITE_SOLANA_RPC_URL: string;
  readonly VITE_BITCOIN_REFERENCE: string;
  readonly VITE_BITCOIN_ESPLORA_URL: string;
}

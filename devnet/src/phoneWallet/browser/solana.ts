// The phone wallet's Solana side: the dev wallet's Wallet Standard wallet (dev account 0 on devnet's chain) behind
// WalletConnect's Solana methods — base58 messages and signatures, base64 transactions.
import { ProviderRpcError, RPC_ERROR_CODES } from '@gangway/protocol';
import {
  type Address,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
} from '@solana/kit';
import type { WalletAccount } from '@wallet-standard/base';
import { createSolanaDevWallet, SOLANA_CHAIN } from '../../wallet/solana/standard-wallet.ts';
import type { DevWalletApprovalRequest, DevWalletStorage } from '../../wallet/types.ts';
import { PHONE_WALLET_NAME } from '../config.ts';

type Feature<I, O> = Record<string, (...inputs: I[]) => Promise<readonly O[]>>;
const methodNotFound = () => new ProviderRpcError(RPC_ERROR_CODES.METHOD_NOT_FOUND, 'Method not supported.');

export interface PhoneSolanaWallet {
  caipNetworkId: string;
  /** The WalletConnect methods it answers. */
  methods: readonly string[];
  /** Grants the session its account (no prompt: the session's approval covers it); resolves with the address. */
  connect(): Promise<string>;
  request(method: string, params: unknown): Promise<unknown>;
}

export function createPhoneSolanaWallet(options: {
  caipNetworkId: string;
  rpcUrl: string;
  storage: DevWalletStorage;
  approve(request: DevWalletApprovalRequest): Promise<boolean>;
}): PhoneSolanaWallet {
  const { wallet } = createSolanaDevWallet({
    name: PHONE_WALLET_NAME,
    icon: 'data:image/svg+xml,',
    rpcUrl: options.rpcUrl,
    origin: 'walletconnect',
    storage: options.storage,
    approve: options.approve,
    accountIndex: () => 0,
  });
  const feature = <I, O>(name: `${string}:${string}`, method: string) =>
    (wallet.features[name] as Feature<I, O>)[method] as (...inputs: I[]) => Promise<readonly O[]>;
  const account = (): WalletAccount => {
    const [first] = wallet.accounts;
    if (!first) throw new ProviderRpcError(RPC_ERROR_CODES.UNAUTHORIZED, 'No Solana account granted.');
    return first;
  };
  const base58 = { encode: getBase58Encoder(), decode: getBase58Decoder() };
  const base64 = { encode: getBase64Encoder(), decode: getBase64Decoder() };
  const transactionOf = (params: unknown) =>
    new Uint8Array(base64.encode.encode((params as { transaction: string }).transaction));

  return {
    caipNetworkId: options.caipNetworkId,
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
    async connect() {
      const connect = feature<undefined, never>('standard:connect', 'connect') as unknown as () => Promise<{
        accounts: readonly WalletAccount[];
      }>;
      const { accounts } = await connect();
      return accounts[0]?.address ?? '';
    },
    async request(method, params) {
      if (method === 'solana_signMessage') {
        const message = new Uint8Array(base58.encode.encode((params as { message: string }).message));
        const [signed] = await feature<unknown, { signature: Uint8Array }>(
          'solana:signMessage',
          'signMessage',
        )({ account: account(), message });
        return { signature: base58.decode.decode(signed!.signature) };
      }
      if (method === 'solana_signTransaction') {
        const [signed] = await feature<unknown, { signedTransaction: Uint8Array }>(
          'solana:signTransaction',
          'signTransaction',
        )({ account: account(), transaction: transactionOf(params) });
        const wire = signed!.signedTransaction;
        const { signatures } = getTransactionDecoder().decode(wire);
        const signature = signatures[account().address as Address];
        if (!signature)
          throw new ProviderRpcError(RPC_ERROR_CODES.INTERNAL, 'The transaction was not signed.');
        return { signature: base58.decode.decode(signature), transaction: base64.decode.decode(wire) };
      }
      if (method === 'solana_signAndSendTransaction') {
        const [sent] = await feature<unknown, { signature: Uint8Array }>(
          'solana:signAndSendTransaction',
          'signAndSendTransaction',
        )({ account: account(), chain: SOLANA_CHAIN, transaction: transactionOf(params) });
        return { signature: base58.decode.decode(sent!.signature) };
      }
      throw methodNotFound();
    },
  };
}

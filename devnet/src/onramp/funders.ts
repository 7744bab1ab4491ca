// What a sandbox "payment" does on the chain it bought on: a real transaction to the visitor's address, so balances,
// history and Activity see it like any other. EVM: native currency from a treasury anvil funds and impersonates, an
// ERC-20 minted by the token's minter (impersonated); Solana: SOL from the faucet, SPL tokens minted by the mints'
// authority; Bitcoin regtest: a new block whose coinbase pays the address.

import {
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  address as solanaAddress,
} from '@solana/kit';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { address as bitcoinAddress } from 'bitcoinjs-lib';
import { encodeFunctionData, type Hex, parseAbi, toHex } from 'viem';
import { REGTEST } from '../bitcoin/network.ts';
import type { BitcoinChain } from '../bitcoin/start-bitcoin-chain.ts';
import type { DevnetChain } from '../chains/devnet-chain.ts';
import { jsonRpc } from '../json-rpc.ts';
import { SOLANA_DEV_ACCOUNTS } from '../solana/dev-keys.ts';
import { airdrop } from '../solana/faucet.ts';
import type { SolanaDevnetChain } from '../solana/start-solana-chain.ts';
import { decodeWireTransaction } from '../solana/wire-transaction.ts';

/** The sandbox's own EVM account: anvil gives it ether and sends for it (impersonated), on every chain. */
export const SANDBOX_TREASURY = '0x5a4d0000000000000000000000000000000f0e1d' as const;
const NATIVE = 'native';
const TOKEN_ABI = parseAbi([
  'function mint(address to, uint256 amount)',
  'function minter() view returns (address)',
]);

export interface FundRequest {
  chainId: string;
  /** 'native', an ERC-20 address or an SPL mint. */
  asset: string;
  address: string;
  /** Base units. */
  amount: bigint;
}

export interface Funders {
  sells(chainId: string): boolean;
  /** Sends the purchase; resolves to the transaction's hash (txid, signature) once the chain has it. */
  fund(request: FundRequest): Promise<string>;
}

export function createFunders(chains: {
  evm: readonly DevnetChain[];
  solana?: SolanaDevnetChain | undefined;
  bitcoin?: BitcoinChain | undefined;
}): Funders {
  const evm = new Map(chains.evm.map((chain) => [chain.caipNetworkId as string, chain]));
  return {
    sells: (chainId) =>
      evm.has(chainId) ||
      chainId === chains.solana?.caipNetworkId ||
      chainId === chains.bitcoin?.caipNetworkId,
    async fund(request) {
      const chain = evm.get(request.chainId);
      if (chain) return fundEvm(chain.rpcUrl, request);
      if (chains.solana && request.chainId === chains.solana.caipNetworkId)
        return fundSolana(chains.solana, request);
      if (chains.bitcoin && request.chainId === chains.bitcoin.caipNetworkId)
        return fundBitcoin(chains.bitcoin, request);
      throw new Error(`The sandbox does not sell on ${request.chainId}`);
    },
  };
}

async function fundEvm(rpcUrl: string, request: FundRequest): Promise<string> {
  const rpc = <T>(method: string, params: unknown[]) => jsonRpc<T>(rpcUrl, method, params);
  let from: string = SANDBOX_TREASURY;
  let call: { to: string; value?: Hex; data?: Hex };
  if (request.asset === NATIVE) {
    await rpc('anvil_setBalance', [SANDBOX_TREASURY, toHex(10n ** 30n)]);
    call = { to: request.address, value: toHex(request.amount) };
  } else {
    const minterData = encodeFunctionData({ abi: TOKEN_ABI, functionName: 'minter' });
    const answer = await rpc<Hex>('eth_call', [{ to: request.asset, data: minterData }, 'latest']);
    from = `0x${answer.slice(-40)}`;
    await rpc('anvil_setBalance', [from, toHex(10n ** 24n)]);
    call = {
      to: request.asset,
      data: encodeFunctionData({
        abi: TOKEN_ABI,
        functionName: 'mint',
        args: [request.address as `0x${string}`, request.amount],
      }),
    };
  }
  await rpc('anvil_impersonateAccount', [from]);
  try {
    const hash = await rpc<Hex>('eth_sendTransaction', [{ from, ...call }]);
    for (;;) {
      const receipt = await rpc<{ status: Hex } | null>('eth_getTransactionReceipt', [hash]);
      if (receipt) {
        if (receipt.status !== '0x1') throw new Error(`The sandbox's transfer ${hash} reverted`);
        return hash;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await rpc('anvil_stopImpersonatingAccount', [from]);
  }
}

async function fundSolana(solana: SolanaDevnetChain, request: FundRequest): Promise<string> {
  const owner = solanaAddress(request.address);
  if (request.asset === NATIVE) return airdrop(solana.chain, owner, request.amount);
  const mint = solanaAddress(request.asset);
  const authorityKey = SOLANA_DEV_ACCOUNTS[0]!;
  const authority = await createKeyPairSignerFromPrivateKeyBytes(Buffer.from(authorityKey.secretKey, 'hex'));
  const [token] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  return sendSolana(solana, authority, [
    await getCreateAssociatedTokenIdempotentInstructionAsync({ payer: authority, owner, mint }),
    getMintToInstruction({ mint, token, mintAuthority: authority, amount: request.amount }),
  ]);
}

async function sendSolana(
  solana: SolanaDevnetChain,
  payer: KeyPairSigner,
  instructions: Parameters<typeof appendTransactionMessageInstructions>[0],
): Promise<string> {
  const transaction = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(payer, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(solana.chain.slots.latestBlockhash(), message),
      (message) => appendTransactionMessageInstructions(instructions, message),
    ),
  );
  return solana.chain.send(decodeWireTransaction(getBase64EncodedWireTransaction(transaction), 'base64'));
}

function fundBitcoin(bitcoin: BitcoinChain, request: FundRequest): Promise<string> {
  if (request.asset !== NATIVE) throw new Error('Bitcoin has only its native currency');
  const script = Buffer.from(bitcoinAddress.toOutputScript(request.address, REGTEST));
  const entry = bitcoin.node.ledger.fund([{ script, value: request.amount }], Math.floor(Date.now() / 1000));
  return Promise.resolve(entry.txid);
}

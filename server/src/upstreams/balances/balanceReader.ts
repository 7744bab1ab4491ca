// Reads many contract calls and an account's native balance with one deployless eth_call per chunk of
// calls (see contracts/BalanceReader.sol): no Multicall3 needs to be deployed on the chain.
import type { CaipNetworkId } from '@gangway/protocol';
import { type Address, decodeAbiParameters, encodeDeployData, type Hex, isHex } from 'viem';
import { upstreamFailed } from '../../errors/ApiError.ts';
import type { RpcUpstream } from '../rpc/RpcUpstream.ts';
import { BALANCE_READER_BYTECODE } from './balanceReaderBytecode.ts';

export interface ReaderCall {
  target: Address;
  data: Hex;
}

export interface ReaderResult {
  success: boolean;
  data: Hex;
}

export interface ReaderAnswer {
  nativeBalance: bigint;
  results: ReaderResult[];
}

const CONSTRUCTOR_ABI = [
  {
    type: 'constructor',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'account', type: 'address' },
      {
        name: 'calls',
        type: 'tuple[]',
        components: [
          { name: 'target', type: 'address' },
          { name: 'data', type: 'bytes' },
        ],
      },
    ],
  },
] as const;

const ANSWER_PARAMETERS = [
  { type: 'uint256' },
  {
    type: 'tuple[]',
    components: [
      { name: 'success', type: 'bool' },
      { name: 'data', type: 'bytes' },
    ],
  },
] as const;

/** The answer is returned as "runtime code", so it must stay under EIP-170's 24 KiB: chunks stay small. */
export const READER_CALLS_PER_CHUNK = 64;
const NO_ACCOUNT: Address = '0x0000000000000000000000000000000000000000';

export async function readWithBalanceReader(
  upstream: RpcUpstream,
  chainId: CaipNetworkId,
  calls: readonly ReaderCall[],
  account: Address = NO_ACCOUNT,
): Promise<ReaderAnswer> {
  const chunks: ReaderCall[][] = [];
  for (let start = 0; start < calls.length; start += READER_CALLS_PER_CHUNK) {
    chunks.push(calls.slice(start, start + READER_CALLS_PER_CHUNK));
  }
  if (chunks.length === 0) chunks.push([]);
  const requests = chunks.map((chunk, index) => ({
    jsonrpc: '2.0' as const,
    id: index,
    method: 'eth_call',
    params: [
      {
        data: encodeDeployData({
          abi: CONSTRUCTOR_ABI,
          bytecode: BALANCE_READER_BYTECODE,
          args: [account, chunk],
        }),
      },
      'latest',
    ],
  }));
  const answers = await upstream.send(chainId, requests);
  let nativeBalance = 0n;
  const results: ReaderResult[] = [];
  for (const answer of answers) {
    if ('error' in answer) {
      throw upstreamFailed(
        `Reading balances on ${chainId} failed: ${answer.error.message} (${answer.error.code})`,
      );
    }
    if (typeof answer.result !== 'string' || !isHex(answer.result)) {
      throw upstreamFailed(`Reading balances on ${chainId} failed: the node answered eth_call with no data`);
    }
    try {
      const [balance, chunkResults] = decodeAbiParameters(ANSWER_PARAMETERS, answer.result);
      nativeBalance = balance;
      results.push(...chunkResults.map((result) => ({ success: result.success, data: result.data })));
    } catch (error) {
      throw upstreamFailed(
        `Reading balances on ${chainId} failed: the node's eth_call answer is not readable`,
        error,
      );
    }
  }
  return { nativeBalance, results };
}

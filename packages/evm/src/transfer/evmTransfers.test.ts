// The EVM family's Send support: what it builds for native and ERC-20 transfers, and the fee it reads.
import { rpcReader } from '@gangway/core/internal';
import { describe, expect, it } from 'vitest';
import { erc20TransferData } from './erc20TransferData.ts';
import { EVM_FEE_RESERVE_FACTOR, evmTransfers } from './evmTransfers.ts';

const FROM = '0x1111111111111111111111111111111111111111';
const RECEIVER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const USDC_ADDRESS = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const RPC_URLS = ['http://127.0.0.1:1'];

function rpcFetch(answers: Record<string, unknown>, calls: { method: string; params: unknown }[]) {
  return (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const { id, method, params } = JSON.parse(String(init?.body)) as {
      id: number;
      method: string;
      params: unknown;
    };
    calls.push({ method, params });
    return new Response(JSON.stringify({ jsonrpc: '2.0', id, result: answers[method] }), { status: 200 });
  }) as typeof fetch;
}

describe('evmTransfers.transfer', () => {
  it('sends the native currency as value with no data (no token)', () => {
    expect(evmTransfers.transfer(RECEIVER, 5n)).toEqual({ to: RECEIVER, value: 5n });
  });

  it('calls transfer(address,uint256) on an ERC-20 contract', () => {
    expect(evmTransfers.transfer(RECEIVER, 1_500_000n, USDC_ADDRESS)).toEqual({
      to: USDC_ADDRESS,
      value: 0n,
      data: erc20TransferData(RECEIVER, 1_500_000n),
    });
    expect(erc20TransferData(RECEIVER, 1_500_000n)).toBe(
      `0xa9059cbb${'0'.repeat(24)}${RECEIVER.slice(2)}${'16e360'.padStart(64, '0')}`,
    );
  });

  it('refuses a receiver that is not an EVM address, and an amount beyond uint256', () => {
    expect(() => evmTransfers.transfer('nope', 1n, USDC_ADDRESS)).toThrow(/Invalid option `to`/);
    expect(() => erc20TransferData(RECEIVER, 1n << 256n)).toThrow(/Invalid option `value`/);
  });
});

describe('evmTransfers.estimateFee', () => {
  it("multiplies the network's gas estimate by its gas price, and keeps a reserve for Max", async () => {
    const calls: { method: string; params: unknown }[] = [];
    const rpc = rpcReader(
      RPC_URLS,
      rpcFetch({ eth_estimateGas: '0x5208', eth_gasPrice: '0x3b9aca00' }, calls),
    );
    const estimate = await evmTransfers.estimateFee(rpc, FROM, evmTransfers.transfer(FROM, 5n));
    expect(estimate).toEqual({
      fee: 21_000_000_000_000n,
      reserve: 21_000_000_000_000n * EVM_FEE_RESERVE_FACTOR,
    });
    expect(calls[0]).toEqual({
      method: 'eth_estimateGas',
      params: [{ from: FROM, to: FROM, value: '0x5' }],
    });
  });

  it('estimates an ERC-20 transfer with its call data', async () => {
    const calls: { method: string; params: unknown }[] = [];
    const rpc = rpcReader(RPC_URLS, rpcFetch({ eth_estimateGas: '0xfde8', eth_gasPrice: '0x1' }, calls));
    const transfer = evmTransfers.transfer(RECEIVER, 7n, USDC_ADDRESS);
    expect((await evmTransfers.estimateFee(rpc, FROM, transfer)).fee).toBe(65_000n);
    expect(calls[0]?.params).toEqual([{ from: FROM, to: USDC_ADDRESS, value: '0x0', data: transfer.data }]);
  });

  it('fails with INVALID_RESPONSE when the node answers garbage', async () => {
    const rpc = rpcReader(RPC_URLS, rpcFetch({ eth_estimateGas: 'lots', eth_gasPrice: '0x1' }, []));
    await expect(evmTransfers.estimateFee(rpc, FROM, evmTransfers.transfer(FROM, 5n))).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });
});

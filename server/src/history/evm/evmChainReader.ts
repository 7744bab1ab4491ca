// Reads blocks, their transactions and receipts from a chain's RPC upstream in JSON-RPC batches, checked
// against evmRpcSchemas (a garbled answer is an error, never data).
import type { CaipNetworkId, JsonRpcResponse } from '@gangway/protocol';
import { numberToHex } from 'viem';
import * as z from 'zod/mini';
import { DEFAULT_MAX_RESPONSE_BYTES } from '../../upstreams/rpc/HttpRpcUpstream.ts';
import { RpcCallError, type RpcUpstream } from '../../upstreams/rpc/RpcUpstream.ts';
import {
  type RpcBlock,
  RpcBlockHeaderSchema,
  RpcBlockSchema,
  type RpcReceipt,
  RpcReceiptSchema,
} from './evmRpcSchemas.ts';
import { receiptBatches } from './receiptBatches.ts';

export interface ChainBlock {
  block: RpcBlock;
  receipts: RpcReceipt[];
}

/** Requests per HTTP batch (receipt batches are also kept under half the answer cap: receiptBatches.ts). */
const REQUESTS_PER_BATCH = 10;
const PARALLEL_BATCHES = 4;

export class GarbledAnswerError extends Error {
  override readonly name = 'GarbledAnswerError';
}

export class EvmChainReader {
  readonly #receiptBudget: number;

  /** `maxResponseBytes`: the upstream's answer cap (rpc.maxResponseBytes). */
  constructor(
    private readonly upstream: RpcUpstream,
    readonly chainId: CaipNetworkId,
    maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES,
  ) {
    this.#receiptBudget = Math.floor(maxResponseBytes / 2);
  }

  async blockNumber(): Promise<number> {
    const [result] = await this.#batch([{ method: 'eth_blockNumber', params: [] }]);
    return Number(z.parse(z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/)), result));
  }

  /** Hashes of the given blocks as the chain has them now (null: no such block yet). */
  async hashes(numbers: readonly number[]): Promise<Map<number, string | null>> {
    const results = await this.#batch(
      numbers.map((n) => ({ method: 'eth_getBlockByNumber', params: [numberToHex(n), false] })),
    );
    return new Map(
      numbers.map((n, index) => {
        const result = results[index];
        if (result === null) return [n, null];
        const header = this.#parse(RpcBlockHeaderSchema, result, 'block header');
        if (Number(header.number) !== n)
          throw new GarbledAnswerError(`asked for block ${n}, got ${header.number}`);
        return [n, header.hash.toLowerCase()];
      }),
    );
  }

  /** Blocks from..to with their transactions and receipts (receipts only for blocks with transactions). */
  async blocks(from: number, to: number): Promise<ChainBlock[]> {
    const numbers = Array.from({ length: to - from + 1 }, (_, index) => from + index);
    const raw = await this.#batch(
      numbers.map((n) => ({ method: 'eth_getBlockByNumber', params: [numberToHex(n), true] })),
    );
    const blocks = raw.map((result, index) => {
      const block = this.#parse(RpcBlockSchema, result, 'block');
      if (Number(block.number) !== numbers[index])
        throw new GarbledAnswerError(`asked for block ${numbers[index]}, got ${block.number}`);
      return block;
    });
    const batches = receiptBatches(blocks, this.#receiptBudget, REQUESTS_PER_BATCH);
    const answers: unknown[][] = [];
    for (let start = 0; start < batches.length; start += PARALLEL_BATCHES)
      answers.push(
        ...(await Promise.all(
          batches
            .slice(start, start + PARALLEL_BATCHES)
            .map((batch) => this.#send(batch.map(({ method, params }) => ({ method, params })))),
        )),
      );
    const byBlock = new Map<string, RpcReceipt[]>();
    for (const [batchIndex, batch] of batches.entries()) {
      for (const [index, call] of batch.entries()) {
        const result = answers[batchIndex]?.[index];
        const list = byBlock.get(call.block.hash) ?? [];
        if (call.transactionIndex === null)
          list.push(...this.#parse(z.array(RpcReceiptSchema), result, 'block receipts'));
        else list.push(this.#parse(RpcReceiptSchema, result, 'transaction receipt'));
        byBlock.set(call.block.hash, list);
      }
    }
    for (const block of blocks) {
      const list = byBlock.get(block.hash) ?? [];
      if (list.length !== block.transactions.length)
        throw new GarbledAnswerError(
          `block ${block.number}: ${list.length} receipts for ${block.transactions.length} transactions`,
        );
      if (
        list.some(
          (receipt, index) =>
            receipt.transactionHash.toLowerCase() !== block.transactions[index]?.hash.toLowerCase(),
        )
      )
        throw new GarbledAnswerError(`block ${block.number}: receipts of other transactions`);
    }
    return blocks.map((block) => ({ block, receipts: byBlock.get(block.hash) ?? [] }));
  }

  #parse<S extends z.ZodMiniType>(schema: S, value: unknown, what: string): z.infer<S> {
    const result = z.safeParse(schema, value);
    if (!result.success) throw new GarbledAnswerError(`${this.chainId} answered a malformed ${what}`);
    return result.data;
  }

  async #batch(calls: readonly { method: string; params: unknown[] }[]): Promise<unknown[]> {
    const chunks: (typeof calls)[] = [];
    for (let start = 0; start < calls.length; start += REQUESTS_PER_BATCH)
      chunks.push(calls.slice(start, start + REQUESTS_PER_BATCH));
    const results: unknown[] = [];
    for (let start = 0; start < chunks.length; start += PARALLEL_BATCHES) {
      const answered = await Promise.all(
        chunks.slice(start, start + PARALLEL_BATCHES).map((chunk) => this.#send(chunk)),
      );
      for (const answers of answered) results.push(...answers);
    }
    return results;
  }

  async #send(chunk: readonly { method: string; params: unknown[] }[]): Promise<unknown[]> {
    const answers: JsonRpcResponse[] = await this.upstream.send(
      this.chainId,
      chunk.map((call, index) => ({ jsonrpc: '2.0', id: index, ...call })),
    );
    return answers.map((answer, index) => {
      if ('error' in answer)
        throw new RpcCallError(
          this.chainId,
          chunk[index]?.method ?? '?',
          answer.error.code,
          answer.error.message,
        );
      return answer.result;
    });
  }
}

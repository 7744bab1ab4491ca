// What the indexer reads from a node, checked: a node answering garbage fails the round (and is retried)
// instead of writing nonsense.
import * as z from 'zod/mini';

const Hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/));
const Quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/));
const Hash = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/));
const Address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));

export const RpcTransactionSchema = z.object({
  hash: Hash,
  from: Address,
  to: z.nullish(Address),
  value: Quantity,
  input: Hex,
  transactionIndex: Quantity,
  /** The gas limit: bounds what its receipt can hold. */
  gas: z.optional(Quantity),
});
export type RpcTransaction = z.infer<typeof RpcTransactionSchema>;

export const RpcBlockSchema = z.object({
  number: Quantity,
  hash: Hash,
  parentHash: Hash,
  timestamp: Quantity,
  gasUsed: z.optional(Quantity),
  transactions: z.array(RpcTransactionSchema),
});
export type RpcBlock = z.infer<typeof RpcBlockSchema>;

export const RpcLogSchema = z.object({
  address: Address,
  topics: z.array(Hash),
  data: Hex,
  logIndex: Quantity,
});
export type RpcLog = z.infer<typeof RpcLogSchema>;

export const RpcReceiptSchema = z.object({
  transactionHash: Hash,
  status: z.optional(Quantity),
  logs: z.array(RpcLogSchema),
});
export type RpcReceipt = z.infer<typeof RpcReceiptSchema>;

export const RpcBlockHeaderSchema = z.object({ number: Quantity, hash: Hash, parentHash: Hash });

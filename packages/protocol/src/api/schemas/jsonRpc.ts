// JSON-RPC 2.0 envelopes of the RPC proxy (/v1/?chainId=…&projectId=…): single and batch.
import * as z from 'zod/mini';
import { RPC_BATCH_SIZE } from '../../constants.ts';
import { CaipNetworkIdSchema, SdkQuerySchema } from './primitives.ts';

export const JsonRpcIdSchema = z.union([z.string().check(z.maxLength(256)), z.number(), z.null()]);
export type JsonRpcId = z.infer<typeof JsonRpcIdSchema>;

export const JSON_RPC_METHOD_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,127}$/;

export const JsonRpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  /** Required: the proxy does not take notifications. */
  id: JsonRpcIdSchema,
  method: z.string().check(z.regex(JSON_RPC_METHOD_PATTERN, 'must be a JSON-RPC method name')),
  params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
});
export type JsonRpcRequest = z.infer<typeof JsonRpcRequestSchema>;

export const JsonRpcBatchRequestSchema = z
  .array(JsonRpcRequestSchema)
  .check(z.minLength(1), z.maxLength(RPC_BATCH_SIZE));

export const JsonRpcErrorObjectSchema = z.object({
  code: z.number().check(z.int()),
  message: z.string(),
  data: z.optional(z.unknown()),
});
export type JsonRpcErrorObject = z.infer<typeof JsonRpcErrorObjectSchema>;

export const JsonRpcSuccessSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: JsonRpcIdSchema,
  result: z.unknown(),
});
export const JsonRpcFailureSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: JsonRpcIdSchema,
  error: JsonRpcErrorObjectSchema,
});
export const JsonRpcResponseSchema = z.union([JsonRpcSuccessSchema, JsonRpcFailureSchema]);
export type JsonRpcResponse = z.infer<typeof JsonRpcResponseSchema>;
export const JsonRpcBatchResponseSchema = z.array(JsonRpcResponseSchema);

/** Query of the proxy route: the chain to call, plus the usual projectId, st, sv. */
export const RpcProxyQuerySchema = z.extend(SdkQuerySchema, { chainId: CaipNetworkIdSchema });
export type RpcProxyQuery = z.infer<typeof RpcProxyQuerySchema>;

// GET /v1/supported-chains: the networks this server serves balances and RPC for.
import * as z from 'zod/mini';
import { CaipNetworkIdSchema } from './primitives.ts';

export const SupportedChainsResponseSchema = z.object({
  http: z.array(CaipNetworkIdSchema),
  ws: z.array(CaipNetworkIdSchema),
});
export type SupportedChainsResponse = z.infer<typeof SupportedChainsResponseSchema>;

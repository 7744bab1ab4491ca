// Account names and identity (SPEC §7): GET /v1/profile/suggestions/{name}, GET /v1/profile/account/{name},
// GET /v1/profile/reverse/{address}, POST /v1/profile/account, GET /v1/identity/{address}; and the registry as an
// ERC-3668 gateway for ENS lookups through the devnet's twin: POST /v1/ens/gateway { sender, data }.
import {
  IdentityResponseSchema,
  NAME_MAX_LENGTH,
  NameRecordSchema,
  NameSuggestionsResponseSchema,
  RegisterNameRequestSchema,
  RegisterNameResponseSchema,
  ReverseNamesResponseSchema,
} from '@gangway/protocol';
import type { Address, Hex } from 'viem';
import * as z from 'zod/mini';
import { createEnsGateway } from '../../names/ensGateway.ts';
import { charge, guardedProject } from '../projectGuard.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';

const NameParamsSchema = z.object({ name: z.string().check(z.minLength(1), z.maxLength(NAME_MAX_LENGTH)) });
const HexSchema = (max: number) => z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2})*$/), z.maxLength(max));
const GatewayRequestSchema = z.object({
  sender: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  data: HexSchema(8_192),
});
const GatewayResponseSchema = z.object({ data: z.string() });
const AddressParamsSchema = z.object({ address: z.string().check(z.minLength(1), z.maxLength(128)) });
/** Suggestions read several names at once: a flood of them spends the budget faster. */
const SUGGESTIONS_COST = 3;
/** SPEC §9: names and identity are cached 300 s by the widget; the server lets caches keep them as long. */
const LOOKUP_CACHE = 'public, max-age=300';

export const profileRoutes: RoutePlugin = async (app, { services }) => {
  const { names } = services;
  const ensGateway = createEnsGateway(names);

  app.get(
    '/v1/profile/suggestions/:name',
    { schema: { params: NameParamsSchema, response: { 200: NameSuggestionsResponseSchema } } },
    async (request, reply) => {
      const project = guardedProject(request);
      await charge(services.limiter, request, 'api', project.rateLimit, SUGGESTIONS_COST - 1);
      reply.header('cache-control', 'no-store');
      return names.suggestions(request.params.name);
    },
  );

  app.get(
    '/v1/profile/account/:name',
    { schema: { params: NameParamsSchema, response: { 200: NameRecordSchema } } },
    async (request, reply) => {
      reply.header('cache-control', LOOKUP_CACHE);
      return names.forward(request.params.name);
    },
  );

  app.get(
    '/v1/profile/reverse/:address',
    { schema: { params: AddressParamsSchema, response: { 200: ReverseNamesResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', LOOKUP_CACHE);
      return names.reverse(request.params.address);
    },
  );

  app.post(
    '/v1/profile/account',
    { schema: { body: RegisterNameRequestSchema, response: { 200: RegisterNameResponseSchema } } },
    async (request) => ({ success: true, name: await names.register(request.body) }),
  );

  app.post(
    '/v1/ens/gateway',
    { schema: { body: GatewayRequestSchema, response: { 200: GatewayResponseSchema } } },
    async (request, reply) => {
      guardedProject(request);
      // A registration shows at once: viem asks again on every lookup.
      reply.header('cache-control', 'no-store');
      return {
        data: await ensGateway.answer(request.body.sender as Address, request.body.data as Hex),
      };
    },
  );

  app.get(
    '/v1/identity/:address',
    { schema: { params: AddressParamsSchema, response: { 200: IdentityResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', LOOKUP_CACHE);
      return names.identity(request.params.address);
    },
  );
};

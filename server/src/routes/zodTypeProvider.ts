// Route handlers take their types from the route's zod schemas: request parts from what the validator returns
// (the schema's output), the answer from what the serializer accepts (the response schema's input).
import type { FastifyPluginAsync, FastifyTypeProvider, RawServerDefault } from 'fastify';
import type * as z from 'zod/mini';
import type { RouteOptions } from '../services/Services.ts';

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodMiniType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodMiniType ? z.input<this['schema']> : unknown;
}

/** A route group: a Fastify plugin whose handlers are typed by their schemas. */
export type RoutePlugin<Extra extends object = object> = FastifyPluginAsync<
  RouteOptions & Extra,
  RawServerDefault,
  ZodTypeProvider
>;

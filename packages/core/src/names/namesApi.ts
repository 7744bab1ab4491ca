// SPEC §7's name calls to gangway-server: the forward lookup, suggestions and registration (identity is
// identity.ts's, in the actions chunk). Lazy code only: the initial bundle's API client does not carry them.
import {
  ApiErrorBodySchema,
  type NameRecord,
  NameRecordSchema,
  type NameSuggestionsResponse,
  NameSuggestionsResponseSchema,
  type RegisterNameRequest,
  RegisterNameResponseSchema,
} from '@gangway/protocol';
import * as z from 'zod/mini';
import { apiRequest, type HttpOptions } from '../api/http.ts';
import type { GangwayContext } from '../client/GangwayContext.ts';

/** A name call refused by the server, with its reason (SPEC §8: 'the API reason preferred'). */
export class NameApiError extends Error {
  override readonly name = 'NameApiError';
  constructor(
    readonly status: number,
    readonly reason: string | undefined,
    options?: ErrorOptions,
  ) {
    super(reason ?? `HTTP status code: ${status}`, options);
  }
}

/** apiRequest, keeping the server's error message (its error body) on a refusal. */
async function withReason<T>(http: HttpOptions, call: (http: HttpOptions) => Promise<T>): Promise<T> {
  let refusal: { status: number; reason: string | undefined } | undefined;
  const base = http.fetch ?? fetch;
  const watching: typeof fetch = async (input, init) => {
    const response = await base(input, init);
    if (!response.ok) {
      const body = z.safeParse(
        ApiErrorBodySchema,
        await response
          .clone()
          .json()
          .catch(() => undefined),
      );
      refusal = { status: response.status, reason: body.success ? body.data.message : undefined };
    }
    return response;
  };
  try {
    return await call({ ...http, fetch: watching });
  } catch (error) {
    if (refusal) throw new NameApiError(refusal.status, refusal.reason, { cause: error });
    throw error;
  }
}

export type NamesApi = ReturnType<typeof namesApiOf>;

/** The calls through this widget's gangway-server; undefined without one (names and identity are off). */
export function namesApi(ctx: GangwayContext): NamesApi | undefined {
  const { apiUrl, projectId } = ctx.options;
  return apiUrl && projectId ? namesApiOf({ apiUrl, projectId }) : undefined;
}

function namesApiOf(http: HttpOptions) {
  return {
    /** The record of a registered name; NameApiError 404 when no account has it. */
    forward: (name: string): Promise<NameRecord> =>
      withReason(http, (options) =>
        apiRequest(options, {
          path: `/v1/profile/account/${encodeURIComponent(name)}`,
          schema: NameRecordSchema,
        }),
      ),
    suggestions: (name: string): Promise<NameSuggestionsResponse> =>
      withReason(http, (options) =>
        apiRequest(options, {
          path: `/v1/profile/suggestions/${encodeURIComponent(name)}`,
          schema: NameSuggestionsResponseSchema,
        }),
      ),
    register: (request: RegisterNameRequest): Promise<NameRecord> =>
      withReason(http, async (options) => {
        const answer = await apiRequest(options, {
          path: '/v1/profile/account',
          method: 'POST',
          body: request,
          schema: RegisterNameResponseSchema,
        });
        return answer.name;
      }),
  };
}

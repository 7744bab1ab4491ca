// Checks of gangway-server's answers without zod, for what the modal asks on opening (walletsAnswerGuard.ts checks the
// directory's). Each accepts exactly what its schema in @gangway/protocol accepts and gives what the schema's
// parse gives; property tests hold each to its schema.
import {
  type ConfigResponse,
  ONRAMP_PROVIDERS,
  type OriginsResponse,
  SOCIAL_OPTIONS,
  SWAP_PROVIDERS,
} from '@gangway/protocol';
import { every, isObject, isString } from './guards.ts';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** `false`, or a list of some of `options` (as `z.union([z.literal(false), z.array(z.enum(options))])`). */
function offOrListOf<T extends string>(value: unknown, options: readonly T[]): value is false | T[] {
  return value === false || every(value, (item) => (options as readonly unknown[]).includes(item));
}

/** GET /appkit/v1/config's answer as ConfigResponseSchema parses it (unknown fields dropped), else undefined. */
export function checkConfigAnswer(value: unknown): ConfigResponse | undefined {
  if (!isObject(value) || !isObject(value.features)) return undefined;
  const { swaps, onramp, email, socials, activity, reownBranding, multiWallet } = value.features;
  if (
    !offOrListOf(swaps, SWAP_PROVIDERS) ||
    !offOrListOf(onramp, ONRAMP_PROVIDERS) ||
    !offOrListOf(socials, SOCIAL_OPTIONS) ||
    !isBoolean(email) ||
    !isBoolean(activity) ||
    !isBoolean(reownBranding) ||
    !isBoolean(multiWallet)
  )
    return undefined;
  return {
    features: {
      swaps,
      onramp,
      email,
      socials,
      activity,
      reownBranding,
      multiWallet,
    },
  };
}

/** GET /projects/v1/origins's answer as OriginsResponseSchema parses it, else undefined. */
export function checkOriginsAnswer(value: unknown): OriginsResponse | undefined {
  return isObject(value) && every(value.allowedOrigins, isString)
    ? { allowedOrigins: value.allowedOrigins as string[] }
    : undefined;
}

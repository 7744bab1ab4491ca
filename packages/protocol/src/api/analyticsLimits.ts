// What an analytics event may hold (SPEC §7 Analytics). No zod here: the widget's analytics reads them on paths
// that load none.

export const ANALYTICS_EVENT_TYPES = ['track', 'error'] as const;

/** An event's props weigh at most this, as UTF-8 JSON: a script must not fill a project's quota with a few big ones. */
export const ANALYTICS_MAX_PROPS_BYTES = 2_048;

/** UTF-8 bytes of a value's JSON. */
export function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

// GET /getAnalyticsConfig and POST /e (SPEC §7 Analytics).
import * as z from 'zod/mini';
import { ANALYTICS_EVENT_TYPES, ANALYTICS_MAX_PROPS_BYTES, jsonBytes } from '../analyticsLimits.ts';

export const AnalyticsConfigResponseSchema = z.object({ isAnalyticsEnabled: z.boolean() });
export type AnalyticsConfigResponse = z.infer<typeof AnalyticsConfigResponseSchema>;

export const AnalyticsEventPropsSchema = z
  .object({
    type: z.enum(ANALYTICS_EVENT_TYPES),
    event: z.string().check(z.minLength(1), z.maxLength(128)),
    properties: z.optional(z.record(z.string().check(z.maxLength(128)), z.unknown())),
    // error events (SPEC §7: type error, event, errorType, errorMessage, stackTrace)
    errorType: z.optional(z.string().check(z.maxLength(256))),
    errorMessage: z.optional(z.string().check(z.maxLength(ANALYTICS_MAX_PROPS_BYTES))),
    stackTrace: z.optional(z.string().check(z.maxLength(ANALYTICS_MAX_PROPS_BYTES))),
  })
  .check(
    z.refine(
      (props) => jsonBytes(props) <= ANALYTICS_MAX_PROPS_BYTES,
      `must be at most ${ANALYTICS_MAX_PROPS_BYTES} bytes of JSON`,
    ),
  );

export const AnalyticsEventSchema = z.object({
  /** Chosen by the widget (a UUID); sending the same id twice stores the event once. */
  eventId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, "-" or "_"')),
  url: z.string().check(z.minLength(1), z.maxLength(2_048)),
  domain: z.string().check(z.minLength(1), z.maxLength(253)),
  /** Milliseconds since the epoch, taken by the widget. */
  timestamp: z.number().check(z.int(), z.minimum(0), z.maximum(8_640_000_000_000_000)),
  props: AnalyticsEventPropsSchema,
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

/** 202 body of POST /e: the event is durably stored. */
export const AnalyticsAckSchema = z.object({ eventId: z.string() });
export type AnalyticsAck = z.infer<typeof AnalyticsAckSchema>;

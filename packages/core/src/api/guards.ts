// The small checks every answer guard is made of (answerGuards.ts, the initial bundle's walletsAnswerGuard.ts).

export type Fields = Record<string, unknown>;

// Arrays pass as objects here, and fail on the first named field all the same.
export const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
export const isString = (value: unknown): value is string => typeof value === 'string';
// Spread first: `every` skips the holes of a sparse array, which a schema reads as undefined items.
export const every = (value: unknown, check: (item: unknown) => boolean): value is unknown[] =>
  Array.isArray(value) && [...value].every(check);

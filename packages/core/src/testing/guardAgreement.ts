// A property test holding a hand-written answer guard to the zod schema it stands for: whatever one field of a valid
// answer is changed to, or if it is missing, the guard accepts exactly what the schema accepts and gives what the
// schema's parse gives.
import fc from 'fast-check';
import { expect } from 'vitest';
import * as z from 'zod/mini';

export type FieldPath = (string | number)[];

function mutate(value: unknown, path: FieldPath, replacement: unknown, remove: boolean): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (remove) delete target[last];
  else target[last] = replacement;
  return copy;
}

export function expectGuardAgreesWithSchema(
  guard: (value: unknown) => unknown,
  schema: z.ZodMiniType,
  answer: unknown,
  paths: readonly FieldPath[],
  { sameOutput = true }: { sameOutput?: boolean } = {},
): void {
  fc.assert(
    fc.property(
      fc.constantFrom(...paths),
      fc.oneof(
        fc.anything(),
        fc.constantFrom(null, '', 'certified', 'none', 1, -1, 0.5, Number.NaN, [], {}, false, true),
      ),
      fc.boolean(),
      (path, replacement, remove) => {
        const value = mutate(answer, path, replacement, remove);
        const parsed = z.safeParse(schema, value);
        const guarded = guard(value);
        expect(guarded !== undefined).toBe(parsed.success);
        if (sameOutput && parsed.success) expect(guarded).toEqual(parsed.data);
      },
    ),
    { numRuns: 2_000 },
  );
}

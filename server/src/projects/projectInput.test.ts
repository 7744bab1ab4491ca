import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/ApiError.ts';
import {
  CreateProjectInputSchema,
  parseAllowedOrigins,
  parseProjectInput,
  UpdateProjectInputSchema,
} from './projectInput.ts';

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.field;
    throw error;
  }
  return undefined;
}

describe('project input rules', () => {
  it('normalise and de-duplicate origins, and refuse non-origins and public-suffix wildcards by position', () => {
    expect(parseAllowedOrigins(['HTTPS://App.Example.com', 'https://app.example.com'])).toEqual([
      'https://app.example.com',
    ]);
    expect(fieldOf(() => parseAllowedOrigins(['https://ok.example', 'not an origin']))).toBe(
      'allowedOrigins.1',
    );
    expect(fieldOf(() => parseAllowedOrigins(['https://*.co.uk']))).toBe('allowedOrigins.0');
  });

  it('trim names, bound rate limits and check features, naming the field', () => {
    expect(parseProjectInput(CreateProjectInputSchema, { name: '  Shop  ' }).name).toBe('Shop');
    expect(fieldOf(() => parseProjectInput(CreateProjectInputSchema, { name: '   ' }))).toBe('name');
    expect(
      fieldOf(() => parseProjectInput(CreateProjectInputSchema, { rateLimit: { perSecond: 0, burst: 1 } })),
    ).toBe('rateLimit.perSecond');
    expect(fieldOf(() => parseProjectInput(CreateProjectInputSchema, { features: { email: 'yes' } }))).toBe(
      'features.email',
    );
  });

  it('let an update put a feature back to its default with null', () => {
    expect(parseProjectInput(UpdateProjectInputSchema, { features: { email: null, swaps: false } })).toEqual({
      features: { email: null, swaps: false },
    });
  });
});

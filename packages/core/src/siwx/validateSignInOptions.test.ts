import { describe, expect, it } from 'vitest';
import type { GangwayOptions } from '../options/GangwayOptions.ts';
import { validateSignInOptions } from './validateSignInOptions.ts';

describe('validateSignInOptions', () => {
  it('takes siwx as true, gangway-server options or a whole SiwxConfig', () => {
    expect(() => validateSignInOptions({ siwx: true })).not.toThrow();
    expect(() => validateSignInOptions({ siwx: { required: true, statement: 'Hi' } })).not.toThrow();
  });

  it('names the missing method of a SiwxConfig or siweConfig, and a siwx of the wrong type', () => {
    const partial = { createMessage: async () => ({}) } as unknown as GangwayOptions['siwx'];
    expect(() => validateSignInOptions({ siwx: partial })).toThrow('`siwx.addSession`');
    expect(() => validateSignInOptions({ siwx: 'yes' as unknown as GangwayOptions['siwx'] })).toThrow(
      '`siwx`',
    );
    const siwe = { getNonce: async () => 'n' } as unknown as GangwayOptions['siweConfig'];
    expect(() => validateSignInOptions({ siweConfig: siwe })).toThrow('`siweConfig.createMessage`');
  });
});

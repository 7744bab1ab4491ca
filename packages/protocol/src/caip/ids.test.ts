import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../errors/catalogue.ts';
import { GangwayError } from '../errors/GangwayError.ts';
import { isCaipAddress, parseCaipAddress, toCaipAddress } from './accountIds.ts';
import { isCaipNetworkId, parseCaipNetworkId, toCaipNetworkId } from './ids.ts';
import { CHAIN_NAMESPACES } from './namespaces.ts';

const namespace = fc.constantFrom(...CHAIN_NAMESPACES);
const reference = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/);
const accountAddress = fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/);

describe('CAIP network ids', () => {
  it('round-trips every well-formed namespace:reference', () => {
    fc.assert(
      fc.property(namespace, reference, (ns, ref) => {
        const id = toCaipNetworkId(ns, ref);
        expect(parseCaipNetworkId(id)).toEqual({ namespace: ns, reference: ref });
        expect(isCaipNetworkId(id)).toBe(true);
      }),
    );
  });

  it('rejects anything that does not have exactly two parts', () => {
    fc.assert(
      fc.property(fc.array(reference, { minLength: 0, maxLength: 5 }), (parts) => {
        fc.pre(parts.length !== 2);
        const value = parts.join(':');
        expect(isCaipNetworkId(value)).toBe(false);
        expect(() => parseCaipNetworkId(value)).toThrow(GangwayError);
      }),
    );
  });

  it('rejects unknown namespaces and bad references with the catalogue message', () => {
    for (const value of ['foo:1', 'eip155:', 'eip155:a b', ':1', 'EIP155:1', `eip155:${'1'.repeat(33)}`]) {
      expect(() => parseCaipNetworkId(value)).toThrow(ERROR_MESSAGES.INVALID_CAIP_NETWORK_ID({ value }));
    }
  });

  it('never throws anything but a GangwayError on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        try {
          parseCaipNetworkId(value);
        } catch (error) {
          expect(error).toBeInstanceOf(GangwayError);
        }
      }),
    );
  });
});

describe('CAIP account ids', () => {
  it('round-trips namespace:reference:address', () => {
    fc.assert(
      fc.property(namespace, reference, accountAddress, (ns, ref, address) => {
        const id = toCaipAddress(toCaipNetworkId(ns, ref), address);
        expect(parseCaipAddress(id)).toEqual({
          namespace: ns,
          reference: ref,
          caipNetworkId: `${ns}:${ref}`,
          address,
        });
      }),
    );
  });

  it('requires exactly three parts', () => {
    fc.assert(
      fc.property(fc.array(reference, { minLength: 0, maxLength: 6 }), (parts) => {
        fc.pre(parts.length !== 3);
        expect(isCaipAddress(['eip155', ...parts].slice(0, parts.length).join(':'))).toBe(false);
      }),
    );
    expect(isCaipAddress('eip155:1:0xabc:extra')).toBe(false);
    expect(isCaipAddress('eip155:1')).toBe(false);
    expect(isCaipAddress('eip155:1:0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
  });
});

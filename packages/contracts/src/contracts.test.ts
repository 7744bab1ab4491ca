import {
  GANGWAY_ACCOUNT_ENTRY_POINT,
  GANGWAY_ACCOUNT_FACTORY,
  GANGWAY_ACCOUNT_IMPLEMENTATION,
  GANGWAY_SESSION_KEYS,
  gangwayAccountAbi,
  gangwayAccountFactoryAbi,
  gangwaySessionKeysAbi,
  SESSION_SIGNATURE_PREFIX,
} from '@gangway/protocol';
import { type Abi, type AbiParameter, toFunctionSelector } from 'viem';
import { entryPoint08Address } from 'viem/account-abstraction';
import { describe, expect, it } from 'vitest';
import { compileContracts } from './compile.ts';
import { gangwayContractAddresses } from './deployment.ts';

const parameter = (p: AbiParameter): string =>
  'components' in p && p.components ? `(${p.components.map(parameter).join(',')})${p.type.slice(5)}` : p.type;
/** Each item as kind, name, inputs and outputs: what a caller depends on. */
const signatures = (abi: Abi) =>
  new Set(
    abi.map((item) => {
      const named = item as {
        type: string;
        name?: string;
        inputs?: AbiParameter[];
        outputs?: AbiParameter[];
      };
      return `${named.type} ${named.name ?? ''}(${(named.inputs ?? []).map(parameter).join(',')}) ${(named.outputs ?? []).map(parameter).join(',')}`;
    }),
  );

describe('Gangway contracts', () => {
  it('land at the addresses the widget, the frame and the server use', async () => {
    expect(await gangwayContractAddresses()).toEqual({
      sessionKeys: GANGWAY_SESSION_KEYS,
      factory: GANGWAY_ACCOUNT_FACTORY,
      accountImplementation: GANGWAY_ACCOUNT_IMPLEMENTATION,
    });
    expect(GANGWAY_ACCOUNT_ENTRY_POINT).toBe(entryPoint08Address);
  }, 120_000);

  it('have the ABI parts the callers declare', async () => {
    const compiled = await compileContracts();
    for (const [declared, contract] of [
      [gangwayAccountAbi, compiled.GangwaySmartAccount],
      [gangwayAccountFactoryAbi, compiled.GangwaySmartAccountFactory],
      [gangwaySessionKeysAbi, compiled.GangwaySessionKeys],
    ] as const) {
      const actual = signatures(contract.abi);
      for (const item of signatures(declared as Abi)) expect(actual).toContain(item);
    }
    expect(signatures(compiled.GangwaySmartAccount.abi)).toContain(
      'function SESSION_SIGNATURE_PREFIX() bytes4',
    );
    expect(SESSION_SIGNATURE_PREFIX).toMatch(/^0x[0-9a-f]{8}$/);
    expect(toFunctionSelector('isValidSignature(bytes32,bytes)')).toBe('0x1626ba7e');
  }, 120_000);
});

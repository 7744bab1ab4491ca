// Simple7702Account's address and the one function of it a wallet calls, apart from addresses.ts so that the dev
// wallet's browser bundle takes them without the devnet's keys and deployment helpers.
import type { Address, Hex } from 'viem';

/** The EIP-7702 delegate of EntryPoint v0.8 (viem's toSimple7702SmartAccount default). */
export const SIMPLE_7702_ACCOUNT: Address = '0xe6Cae83BdE06E4c305530e199D7217f42808555B';

/** BaseAccount.executeBatch(Call[] calls): its selector, and the one parameter as ABI parameters. */
export const EXECUTE_BATCH_SELECTOR: Hex = '0x34fcd5be';
export const EXECUTE_BATCH_PARAMETERS = [
  {
    name: 'calls',
    type: 'tuple[]',
    components: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
    ],
  },
] as const;

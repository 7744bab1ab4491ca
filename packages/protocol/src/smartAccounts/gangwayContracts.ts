// Gangway's smart-account contracts (packages/contracts: GangwaySmartAccount, its factory, GangwaySessionKeys) as
// the frame, the widget and gangway-server call them: their addresses, the same on every chain (CREATE2 through the
// standard deployer with one salt; packages/contracts checks them against the compiled code), and the parts of
// their ABIs in use.

/** GangwaySmartAccountFactory: createAccount(owner, salt) / getAddress(owner, salt). */
export const GANGWAY_ACCOUNT_FACTORY = '0xe57D842c9587B01c19f25f38A5FD4Ed0FF92Fd13' as const;
/** GangwaySessionKeys: the sessions of every GangwaySmartAccount. */
export const GANGWAY_SESSION_KEYS = '0xB230CcAbFd7618907141690CC9725Cb6B679da85' as const;
/** The implementation behind every account's ERC-1967 proxy (made by the factory's constructor). */
export const GANGWAY_ACCOUNT_IMPLEMENTATION = '0xB7e8627D25b20E74dD6Faf925116C600025e927a' as const;
/** The EntryPoint the accounts use (v0.8, the same on every chain). */
export const GANGWAY_ACCOUNT_ENTRY_POINT = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108' as const;
/** The salt the embedded wallet passes to createAccount: one account per owner. */
export const GANGWAY_ACCOUNT_SALT = 0n;

/** The EIP-712 wrapping of a hash the account verifies with ERC-1271 (GangwaySmartAccount.replaySafeHash). */
export const GANGWAY_ACCOUNT_DOMAIN = { name: 'Gangway Smart Account', version: '1' } as const;
export const GANGWAY_ACCOUNT_MESSAGE_TYPES = {
  GangwaySmartAccountMessage: [{ name: 'hash', type: 'bytes32' }],
} as const;

/** A user operation signed by a session key: this prefix, then abi.encode(sessionId, signature). */
export const SESSION_SIGNATURE_PREFIX = '0x5e551011' as const;
/** Permission.amountArgument when no argument is capped. */
export const SESSION_NO_AMOUNT = 255;
export const SESSION_MAX_PERMISSIONS = 16;

export const gangwayAccountFactoryAbi = [
  {
    type: 'function',
    name: 'createAccount',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'getAddress',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
] as const;

export const gangwayAccountAbi = [
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'executeBatch',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'calls',
        type: 'tuple[]',
        components: [
          { name: 'target', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'data', type: 'bytes' },
        ],
      },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'isValidSignature',
    stateMutability: 'view',
    inputs: [
      { name: 'hash', type: 'bytes32' },
      { name: 'signature', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes4' }],
  },
  {
    type: 'function',
    name: 'replaySafeHash',
    stateMutability: 'view',
    inputs: [{ name: 'hash', type: 'bytes32' }],
    outputs: [{ name: '', type: 'bytes32' }],
  },
  {
    type: 'function',
    name: 'owner',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'error',
    name: 'ExecuteError',
    inputs: [
      { name: 'index', type: 'uint256' },
      { name: 'error', type: 'bytes' },
    ],
  },
] as const;

const permissionComponents = [
  { name: 'target', type: 'address' },
  { name: 'selector', type: 'bytes4' },
  { name: 'maxValue', type: 'uint256' },
  { name: 'amountArgument', type: 'uint8' },
  { name: 'maxAmount', type: 'uint256' },
] as const;

export const gangwaySessionKeysAbi = [
  {
    type: 'function',
    name: 'grant',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'signer', type: 'address' },
      { name: 'validAfter', type: 'uint48' },
      { name: 'validUntil', type: 'uint48' },
      { name: 'permissions', type: 'tuple[]', components: permissionComponents },
    ],
    outputs: [{ name: 'id', type: 'bytes32' }],
  },
  {
    type: 'function',
    name: 'revoke',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'id', type: 'bytes32' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'sessions',
    stateMutability: 'view',
    inputs: [
      { name: 'account', type: 'address' },
      { name: 'id', type: 'bytes32' },
    ],
    outputs: [
      { name: 'signer', type: 'address' },
      { name: 'validAfter', type: 'uint48' },
      { name: 'validUntil', type: 'uint48' },
      { name: 'revoked', type: 'bool' },
    ],
  },
  {
    type: 'event',
    name: 'SessionGranted',
    inputs: [
      { name: 'account', type: 'address', indexed: true },
      { name: 'id', type: 'bytes32', indexed: true },
      { name: 'signer', type: 'address', indexed: true },
      { name: 'validAfter', type: 'uint48', indexed: false },
      { name: 'validUntil', type: 'uint48', indexed: false },
      { name: 'permissions', type: 'tuple[]', indexed: false, components: permissionComponents },
    ],
  },
  {
    type: 'event',
    name: 'SessionRevoked',
    inputs: [
      { name: 'account', type: 'address', indexed: true },
      { name: 'id', type: 'bytes32', indexed: true },
    ],
  },
] as const;

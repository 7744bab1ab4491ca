// Smart sessions in the frame (SPEC §7, features.smartSessions): the host's ERC-7715 wallet_grantPermissions and
// wallet_revokePermissions, read and checked here (as viem's grantPermissions sends them), shown in ApproveTransaction
// with everything the key would be allowed, and carried out by the smart account: GangwaySessionKeys.grant / revoke in
// one user operation. The limits are per call and enforced on chain (packages/contracts GangwaySessionKeys).
import { GANGWAY_SESSION_KEYS, gangwaySessionKeysAbi } from '@gangway/protocol';
import {
  type Address,
  encodeFunctionData,
  formatEther,
  type Hex,
  isAddress,
  isHex,
  parseAbiItem,
  toFunctionSelector,
} from 'viem';
import { invalidParams } from './signingRequest.ts';

/** GangwaySessionKeys.MAX_PERMISSIONS. */
const MAX_PERMISSIONS = 16;
/** GangwaySessionKeys.NO_AMOUNT: no argument capped. */
const NO_AMOUNT = 255;
/** The longest session the frame grants. */
export const MAX_SESSION_SECONDS = 365 * 24 * 60 * 60;
/** A plain native transfer (no data). */
const NATIVE_TRANSFER = '0x00000000';

export interface SessionPermission {
  target: Address;
  selector: Hex;
  /** What the visitor reads for the selector: the function's signature, or 'native transfer'. */
  shown: string;
  maxValue: bigint;
  amountArgument: number;
  maxAmount: bigint;
}

export interface SessionGrant {
  kind: 'grant';
  /** The smart account the session is granted on. */
  address: Address;
  chainId?: number;
  signer: Address;
  /** Unix seconds: validUntil. */
  expiry: number;
  permissions: readonly SessionPermission[];
  /** The request's permissions as sent: answered back as grantedPermissions (ERC-7715). */
  requested: readonly unknown[];
}

export interface SessionRevoke {
  kind: 'revoke';
  address: Address;
  /** The session's id (permissionsContext). */
  id: Hex;
}

const record = (value: unknown, field: string): Record<string, unknown> => {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw invalidParams(`${field} must be an object`);
  return value as Record<string, unknown>;
};

const address = (value: unknown, field: string): Address => {
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw invalidParams(`${field} must be an address`);
  return value as Address;
};

const quantity = (value: unknown, field: string): bigint => {
  if (typeof value === 'string' && isHex(value) && value.length > 2) return BigInt(value);
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  throw invalidParams(`${field} must be a hex quantity`);
};

/** The policies' caps: token-allowance (the amount), native-value-limit (the native value per call). */
function caps(policies: unknown, field: string): { allowance?: bigint; value?: bigint } {
  if (policies === undefined) return {};
  if (!Array.isArray(policies)) throw invalidParams(`${field}.policies must be a list`);
  const found: { allowance?: bigint; value?: bigint } = {};
  policies.forEach((entry, index) => {
    const policy = record(entry, `${field}.policies[${index}]`);
    const data = record(policy.data, `${field}.policies[${index}].data`);
    if (policy.type === 'token-allowance')
      found.allowance = quantity(data.allowance, `${field}.policies[${index}].data.allowance`);
    else if (policy.type === 'native-value-limit')
      found.value = quantity(data.limit, `${field}.policies[${index}].data.limit`);
    else
      throw invalidParams(`${field}.policies[${index}]: the policy ${String(policy.type)} is not supported`);
  });
  return found;
}

/** One contract-call permission's functions: each signature becomes one permission of the session. */
function contractCalls(data: Record<string, unknown>, policies: unknown, field: string): SessionPermission[] {
  const target = address(data.address, `${field}.data.address`);
  const calls = data.calls;
  if (!Array.isArray(calls) || calls.length === 0)
    throw invalidParams(`${field}.data.calls must list function signatures`);
  const { allowance, value } = caps(policies, field);
  return calls.map((signature, index) => {
    if (typeof signature !== 'string')
      throw invalidParams(`${field}.data.calls[${index}] must be a function signature`);
    let item: ReturnType<typeof parseAbiItem>;
    try {
      item = parseAbiItem(`function ${signature.replace(/^function\s+/, '')}`);
    } catch {
      throw invalidParams(`${field}.data.calls[${index}] is not a function signature: ${signature}`);
    }
    if (item.type !== 'function') throw invalidParams(`${field}.data.calls[${index}] is not a function`);
    // The amount a token-allowance caps: the function's last uint256 argument (transfer's and approve's amount).
    const amountArgument = item.inputs.map((input) => input.type).lastIndexOf('uint256');
    if (allowance !== undefined && amountArgument < 0)
      throw invalidParams(`${field}.data.calls[${index}]: ${signature} has no uint256 amount to cap`);
    return {
      target,
      selector: toFunctionSelector(item),
      shown: `${item.name}(${item.inputs.map((input) => input.type).join(',')})`,
      maxValue: value ?? 0n,
      amountArgument: allowance === undefined ? NO_AMOUNT : amountArgument,
      maxAmount: allowance ?? 0n,
    };
  });
}

export function parseSessionGrant(params: unknown): SessionGrant {
  const [first] = Array.isArray(params) ? params : [];
  const body = record(first, 'wallet_grantPermissions params[0]');
  const signer = record(body.signer, 'signer');
  if (signer.type !== 'account' && signer.type !== 'key')
    throw invalidParams('signer must be a key the app holds: { type: "account", data: { id: address } }');
  const signerAddress = address(record(signer.data, 'signer.data').id, 'signer.data.id');
  const now = Math.floor(Date.now() / 1000);
  const expiry = body.expiry;
  if (
    typeof expiry !== 'number' ||
    !Number.isSafeInteger(expiry) ||
    expiry <= now ||
    expiry > now + MAX_SESSION_SECONDS
  )
    throw invalidParams('expiry must be a time in seconds, in the future and within a year');
  const requested = body.permissions;
  if (!Array.isArray(requested) || requested.length === 0)
    throw invalidParams('permissions must list what the key may do');
  const permissions = requested.flatMap((entry, index) => {
    const field = `permissions[${index}]`;
    const permission = record(entry, field);
    const data = record(permission.data, `${field}.data`);
    if (permission.type === 'contract-call') return contractCalls(data, permission.policies, field);
    if (permission.type === 'native-token-transfer') {
      const { allowance } = caps(permission.policies, field);
      if (allowance === undefined)
        throw invalidParams(`${field}: a native-token-transfer needs a token-allowance`);
      return [
        {
          target: address(data.to, `${field}.data.to`),
          selector: NATIVE_TRANSFER as Hex,
          shown: 'native transfer',
          maxValue: allowance,
          amountArgument: NO_AMOUNT,
          maxAmount: 0n,
        },
      ];
    }
    throw invalidParams(`${field}: the permission ${String(permission.type)} is not supported`);
  });
  if (permissions.length > MAX_PERMISSIONS)
    throw invalidParams(`A session allows at most ${MAX_PERMISSIONS} functions, not ${permissions.length}`);
  return {
    kind: 'grant',
    address: address(body.address, 'address'),
    ...(body.chainId === undefined ? {} : { chainId: Number(quantity(body.chainId, 'chainId')) }),
    signer: signerAddress,
    expiry,
    permissions,
    requested,
  };
}

export function parseSessionRevoke(params: unknown): SessionRevoke {
  const [first] = Array.isArray(params) ? params : [];
  const body = record(first, 'wallet_revokePermissions params[0]');
  const id = body.permissionsContext;
  if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(id))
    throw invalidParams('permissionsContext must be the id wallet_grantPermissions answered');
  return { kind: 'revoke', address: address(body.address, 'address'), id: id as Hex };
}

/** What ApproveTransaction lists for a grant: the key, each contract and function, its limits, the expiry. */
export function grantDetails(grant: SessionGrant): [string, string][] {
  return [
    ['Session key', grant.signer],
    ['Expires', new Date(grant.expiry * 1000).toISOString().replace('.000Z', 'Z')],
    ...grant.permissions.map((permission, index): [string, string] => [
      `Allowed ${index + 1}`,
      [
        `Contract ${permission.target}`,
        `Function ${permission.shown}`,
        `Value up to ${formatEther(permission.maxValue)} per call`,
        ...(permission.amountArgument === NO_AMOUNT ? [] : [`Amount up to ${permission.maxAmount} per call`]),
      ].join('\n'),
    ]),
  ];
}

export const grantCall = (grant: SessionGrant) => ({
  to: GANGWAY_SESSION_KEYS,
  data: encodeFunctionData({
    abi: gangwaySessionKeysAbi,
    functionName: 'grant',
    args: [
      grant.signer,
      0,
      grant.expiry,
      grant.permissions.map(({ shown: _shown, ...permission }) => permission),
    ],
  }),
});

export const revokeCall = (id: Hex) => ({
  to: GANGWAY_SESSION_KEYS,
  data: encodeFunctionData({ abi: gangwaySessionKeysAbi, functionName: 'revoke', args: [id] }),
});

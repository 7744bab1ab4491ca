// The devnet's sponsorship service (ERC-7677): pm_getPaymasterStubData for gas estimation, pm_getPaymasterData for
// the operation to send, signed with the sponsor key for the chain's DevPaymaster. It sponsors any operation on
// the devnet whose most it could cost stays within SPONSORSHIP_POLICY.maxCost, and refuses the rest.
import { USER_OPERATION_ERROR_CODES } from '@gangway/protocol';
import {
  concat,
  createPublicClient,
  type Hex,
  hexToNumber,
  http,
  isHex,
  numberToHex,
  type PublicClient,
  pad,
  parseEther,
} from 'viem';
import { toPackedUserOperation } from 'viem/account-abstraction';
import { privateKeyToAccount } from 'viem/accounts';
import type { DevnetChain } from '../../chains/devnet-chain.ts';
import { compileTokens } from '../../contracts/compile-tokens.ts';
import { methodNotFound, type Params } from '../../json-rpc/envelope.ts';
import { JsonRpcError } from '../../json-rpc.ts';
import { ENTRY_POINTS, SPONSOR_PRIVATE_KEY } from '../addresses.ts';
import {
  type DevnetUserOperation,
  entryPointParam,
  invalidFields,
  parseUserOperation,
} from '../bundler/user-operation.ts';

export const SPONSORSHIP_POLICY = {
  /** The most an operation may cost at its own gas limits and maxFeePerGas. */
  maxCost: parseEther('0.05'),
  /** How long a sponsorship signature holds. */
  validForSeconds: 600,
  /** DevPaymaster's validation uses about 13,000 gas; viem keeps the stub's limit for the real operation. */
  verificationGasLimit: 60_000n,
  /** DevPaymaster has no postOp. */
  postOpGasLimit: 0n,
  sponsor: { name: 'Gangway devnet' },
} as const;

// Well-formed but wrong (r, s below the curve order, v = 28): DevPaymaster's ecrecover runs and fails without a
// revert, as a gas estimate needs; a window of nonzero bytes costs at least what a real one costs in calldata.
const STUB_PAYMASTER_DATA: Hex = concat([
  '0xffffffffffff',
  '0xffffffffffff',
  pad('0x11', { size: 32, dir: 'right' }),
  pad('0x22', { size: 32, dir: 'right' }),
  '0x1c',
]);

export class PaymasterService {
  readonly #chain: DevnetChain;
  readonly #client: PublicClient;
  readonly #sponsor = privateKeyToAccount(SPONSOR_PRIVATE_KEY);

  constructor(chain: DevnetChain) {
    this.#chain = chain;
    this.#client = createPublicClient({ transport: http(chain.rpcUrl) });
  }

  call(method: string, params: Params): Promise<unknown> | unknown {
    switch (method) {
      case 'pm_getPaymasterStubData':
        return this.#stub(params);
      case 'pm_getPaymasterData':
        return this.#sign(params);
      default:
        throw methodNotFound();
    }
  }

  #request(params: Params) {
    const { version } = entryPointParam(params[1]);
    const chainId = params[2];
    if (typeof chainId !== 'string' || !isHex(chainId) || hexToNumber(chainId) !== this.#chain.chainId)
      throw invalidFields(
        `This paymaster serves chain ${numberToHex(this.#chain.chainId)}, not ${String(params[2])}`,
      );
    return { version, paymaster: ENTRY_POINTS[version].paymaster };
  }

  #stub(params: Params) {
    const { paymaster } = this.#request(params);
    parseUserOperation(params[0], { forEstimate: true });
    return {
      paymaster,
      paymasterData: STUB_PAYMASTER_DATA,
      paymasterVerificationGasLimit: numberToHex(SPONSORSHIP_POLICY.verificationGasLimit),
      paymasterPostOpGasLimit: numberToHex(SPONSORSHIP_POLICY.postOpGasLimit),
      sponsor: SPONSORSHIP_POLICY.sponsor,
      isFinal: false,
    };
  }

  async #sign(params: Params) {
    const { paymaster } = this.#request(params);
    const requested = parseUserOperation(params[0]);
    const operation: DevnetUserOperation = {
      ...requested,
      paymaster,
      paymasterVerificationGasLimit:
        requested.paymasterVerificationGasLimit ?? SPONSORSHIP_POLICY.verificationGasLimit,
      paymasterPostOpGasLimit: requested.paymasterPostOpGasLimit ?? SPONSORSHIP_POLICY.postOpGasLimit,
      paymasterData: '0x',
    };
    const maxCost =
      (operation.preVerificationGas +
        operation.verificationGasLimit +
        operation.callGasLimit +
        (operation.paymasterVerificationGasLimit ?? 0n) +
        (operation.paymasterPostOpGasLimit ?? 0n)) *
      operation.maxFeePerGas;
    if (maxCost > SPONSORSHIP_POLICY.maxCost)
      throw new JsonRpcError(
        USER_OPERATION_ERROR_CODES.REJECTED_BY_PAYMASTER,
        `The devnet paymaster sponsors operations costing at most ${SPONSORSHIP_POLICY.maxCost} wei; this one may cost ${maxCost}`,
      );
    const { timestamp } = await this.#client.getBlock({ blockTag: 'latest' });
    const validUntil = Number(timestamp) + SPONSORSHIP_POLICY.validForSeconds;
    const validAfter = 0;
    const { DevPaymaster } = await compileTokens();
    const hash = (await this.#client.readContract({
      address: paymaster,
      abi: DevPaymaster.abi,
      functionName: 'sponsorshipHash',
      args: [toPackedUserOperation(operation), validUntil, validAfter],
    })) as Hex;
    const signature = await this.#sponsor.signMessage({ message: { raw: hash } });
    return {
      paymaster,
      paymasterData: concat([
        numberToHex(validUntil, { size: 6 }),
        numberToHex(validAfter, { size: 6 }),
        signature,
      ]),
    };
  }
}

// The devnet bundler of one chain: ERC-4337's bundler JSON-RPC over viem. As a bundler does, eth_sendUserOperation
// answers the operation's hash once the operation is validated (by simulation, and its bundle's gas estimated) and
// taken; the bundle of its own (handleOps from the bundler key) is sent and mined after the answer, and
// eth_getUserOperationReceipt tells when it is in. Operations are taken and bundled one at a time per chain, in the
// order they came, so the next validation sees the last one mined. No ERC-7562 opcode or storage rules, no
// reputation, no mempool sharing: a devnet twin of a bundler, not a public one.
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
  type SignedAuthorization,
  type WalletClient,
} from 'viem';
import { getUserOperationHash, toPackedUserOperation } from 'viem/account-abstraction';
import { privateKeyToAccount } from 'viem/accounts';
import type { DevnetChain } from '../../chains/devnet-chain.ts';
import { viemChain } from '../../chains/viem-chain.ts';
import { methodNotFound, type Params } from '../../json-rpc/envelope.ts';
import {
  BUNDLER_ADDRESS,
  BUNDLER_PRIVATE_KEY,
  ENTRY_POINT_VERSIONS,
  ENTRY_POINTS,
  type EntryPointVersion,
} from '../addresses.ts';
import { accountAbstractionArtifact } from '../artifacts.ts';
import { rejected } from './entry-point-errors.ts';
import { estimateUserOperationGas, gasEstimateJson, requiredPreVerificationGas } from './estimate-gas.ts';
import { userOperationByHash, userOperationReceipt } from './receipts.ts';
import { createSerialQueue } from './serial-queue.ts';
import { simulateValidation } from './simulation.ts';
import {
  type DevnetUserOperation,
  entryPointParam,
  invalidFields,
  parseUserOperation,
  userOperationJson,
} from './user-operation.ts';
import { checkValidationData } from './validation-data.ts';

const HASH = /^0x[0-9a-fA-F]{64}$/;
/** Headroom over eth_estimateGas for the bundle transaction. */
const BUNDLE_GAS_MARGIN = 5n;

/** A taken operation's handleOps transaction, ready to send. */
interface Bundle {
  operation: DevnetUserOperation;
  entryPoint: Hex;
  data: Hex;
  gas: bigint;
  authorizationList: SignedAuthorization[] | undefined;
}

export class ChainBundler {
  readonly #chain: DevnetChain;
  readonly #client: PublicClient;
  readonly #wallet: WalletClient;
  readonly #queue = createSerialQueue();
  /** Operations taken and not mined yet: eth_getUserOperationByHash lists them before they are mined. */
  readonly #pending = new Map<Hex, { operation: DevnetUserOperation; entryPoint: Hex }>();

  constructor(chain: DevnetChain) {
    this.#chain = chain;
    this.#client = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 10 });
    this.#wallet = createWalletClient({
      account: privateKeyToAccount(BUNDLER_PRIVATE_KEY),
      chain: viemChain(chain),
      transport: http(chain.rpcUrl),
    });
  }

  call(method: string, params: Params): Promise<unknown> | unknown {
    switch (method) {
      case 'eth_chainId':
        return numberToHex(this.#chain.chainId);
      case 'eth_supportedEntryPoints':
        return [...ENTRY_POINT_VERSIONS].reverse().map((version) => ENTRY_POINTS[version].entryPoint);
      case 'eth_estimateUserOperationGas': {
        const { version } = entryPointParam(params[1]);
        const operation = parseUserOperation(params[0], { forEstimate: true });
        return estimateUserOperationGas(this.#chain.rpcUrl, version, operation).then(gasEstimateJson);
      }
      case 'eth_sendUserOperation':
        return this.#send(params);
      case 'eth_getUserOperationReceipt':
        return userOperationReceipt(this.#client, hashParam(params[0]));
      case 'eth_getUserOperationByHash':
        return this.#byHash(hashParam(params[0]));
      default:
        throw methodNotFound();
    }
  }

  async #send(params: Params): Promise<Hex> {
    const entryPoint = entryPointParam(params[1]);
    const operation = parseUserOperation(params[0]);
    const hash = getUserOperationHash({
      chainId: this.#chain.chainId,
      entryPointAddress: entryPoint.address,
      entryPointVersion: entryPoint.version,
      userOperation: operation,
    });
    // Both steps are queued at once: nothing runs between taking the operation and mining its bundle.
    const taken = this.#queue.run(() => this.#take(hash, entryPoint, operation));
    this.#queue.run(() =>
      taken.then(
        (bundle) => this.#include(hash, bundle),
        () => undefined,
      ),
    );
    await taken;
    return hash;
  }

  /** Validates an operation and prepares its bundle: a refusal is the answer to eth_sendUserOperation. */
  async #take(
    hash: Hex,
    entryPoint: { address: Hex; version: EntryPointVersion },
    operation: DevnetUserOperation,
  ) {
    await this.#validate(entryPoint.version, operation);
    const bundle = await this.#prepareBundle(entryPoint.version, operation);
    this.#pending.set(hash, { operation, entryPoint: entryPoint.address });
    return bundle;
  }

  /** Mines a taken operation's bundle; never throws, since its sender has had its answer. */
  async #include(hash: Hex, bundle: Bundle): Promise<void> {
    try {
      await this.#submit(bundle);
    } catch (error) {
      // Its receipt never comes: this line is the only trace of why.
      console.error(
        `Devnet bundler (chain ${this.#chain.chainId}): user operation ${hash} was taken but not included: ${shortMessage(error)}`,
      );
    } finally {
      this.#pending.delete(hash);
    }
  }

  /** Settles once every operation taken so far is mined (or failed). */
  idle(): Promise<void> {
    return this.#queue.idle();
  }

  /** What a bundler checks before it takes an operation: its fields, its fees, then validation on the chain. */
  async #validate(version: EntryPointVersion, operation: DevnetUserOperation): Promise<void> {
    const required = requiredPreVerificationGas(operation);
    if (operation.preVerificationGas < required)
      throw invalidFields(
        `preVerificationGas ${operation.preVerificationGas} is too low: this operation's calldata costs ${required}`,
      );
    if (operation.maxPriorityFeePerGas > operation.maxFeePerGas)
      throw invalidFields('maxPriorityFeePerGas is above maxFeePerGas');
    const block = await this.#client.getBlock({ blockTag: 'latest' });
    const baseFee = block.baseFeePerGas ?? 0n;
    if (operation.maxFeePerGas < baseFee)
      throw invalidFields(`maxFeePerGas ${operation.maxFeePerGas} is below the base fee ${baseFee}`);
    const outcome = await simulateValidation(this.#chain.rpcUrl, version, operation);
    checkValidationData(outcome.accountValidationData, 'account', block.timestamp);
    checkValidationData(outcome.paymasterValidationData, 'paymaster', block.timestamp);
  }

  /** One operation, one handleOps transaction, its gas estimated on the chain as the operation is taken. */
  async #prepareBundle(version: EntryPointVersion, operation: DevnetUserOperation): Promise<Bundle> {
    const { entryPoint } = ENTRY_POINTS[version];
    const data = encodeFunctionData({
      abi: accountAbstractionArtifact(version, 'EntryPoint').abi,
      functionName: 'handleOps',
      args: [[toPackedUserOperation(operation)], BUNDLER_ADDRESS],
    });
    const authorizationList = operation.authorization ? [operation.authorization] : undefined;
    let gas: bigint;
    try {
      gas = await this.#client.estimateGas({
        account: BUNDLER_ADDRESS,
        to: entryPoint,
        data,
        authorizationList,
      });
    } catch (error) {
      throw rejected(`handleOps would revert: ${shortMessage(error)}`);
    }
    return { operation, entryPoint, data, gas, authorizationList };
  }

  /** Sends a bundle and waits for it to be mined, before the next operation is looked at. */
  async #submit({ operation, entryPoint, data, gas, authorizationList }: Bundle): Promise<void> {
    // The bundler bids the chain's going tip, not the operation's (viem doubles its fee estimate for operations):
    // bidding the operation's would double the node's suggestion with every bundle.
    let tip = await this.#client.estimateMaxPriorityFeePerGas();
    if (tip > operation.maxPriorityFeePerGas) tip = operation.maxPriorityFeePerGas;
    let hash: Hex;
    try {
      hash = await this.#wallet.sendTransaction({
        account: this.#wallet.account ?? null,
        chain: this.#wallet.chain,
        to: entryPoint,
        data,
        gas: gas + gas / BUNDLE_GAS_MARGIN,
        maxFeePerGas: operation.maxFeePerGas,
        maxPriorityFeePerGas: tip,
        ...(authorizationList ? { authorizationList } : {}),
      });
    } catch (error) {
      throw rejected(`The node refused the bundle: ${shortMessage(error)}`);
    }
    const receipt = await this.#client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw rejected(`The bundle ${hash} reverted on chain`);
  }

  async #byHash(hash: Hex): Promise<unknown> {
    // Taken, then the chain: a bundle mined before the bundler's own wait for it ends is found there, as
    // eth_getUserOperationReceipt finds it; one mined between the two reads was taken when the first was made.
    const pending = this.#pending.get(hash);
    const mined = await userOperationByHash(this.#client, this.#chain.chainId, hash);
    if (mined || !pending) return mined;
    return {
      userOperation: userOperationJson(pending.operation),
      entryPoint: pending.entryPoint,
      transactionHash: null,
      blockHash: null,
      blockNumber: null,
    };
  }
}

function shortMessage(error: unknown): string {
  return (error as { shortMessage?: string }).shortMessage ?? String(error);
}

function hashParam(value: unknown): Hex {
  if (typeof value !== 'string' || !HASH.test(value))
    throw invalidFields('The user operation hash must be 32 bytes of hex');
  return value as Hex;
}

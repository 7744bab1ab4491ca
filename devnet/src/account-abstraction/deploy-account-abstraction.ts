import { compileContracts, deployTransactions } from '@gangway/contracts';
import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  getCreate2Address,
  type Hex,
  http,
  keccak256,
  numberToHex,
  parseEther,
  parseGwei,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { DevnetChain } from '../chains/devnet-chain.ts';
import { viemChain } from '../chains/viem-chain.ts';
import { compileTokens } from '../contracts/compile-tokens.ts';
import { jsonRpc } from '../json-rpc.ts';
import {
  BUNDLER_ADDRESS,
  CANONICAL_SALTS,
  CREATE2_DEPLOYER,
  ENTRY_POINTS,
  SIMPLE_7702_ACCOUNT,
  SPONSOR_ADDRESS,
  SPONSOR_NONCES,
  SPONSOR_PRIVATE_KEY,
} from './addresses.ts';
import { accountAbstractionArtifact } from './artifacts.ts';

/** What the sponsor and the bundler hold at start; each paymaster's EntryPoint deposit pays sponsored operations. */
export const ACCOUNT_ABSTRACTION_FUNDING = {
  sponsor: parseEther('10000'),
  bundler: parseEther('10000'),
  paymasterDeposit: parseEther('1000'),
} as const;

interface Transaction {
  nonce: number;
  /** None: a contract creation. */
  to?: Address;
  data: Hex;
  value?: bigint;
  gas: bigint;
  /** The contract this transaction must leave code at. */
  creates?: Address;
}

// Set rather than estimated, so the transactions go out at once: each is signed locally and sent without a round trip.
const DEPLOY_GAS = 8_000_000n;
const DEPOSIT_GAS = 100_000n;
const MAX_FEE_PER_GAS = parseGwei('20');

/**
 * Deploys EntryPoint v0.7 and v0.8, their SimpleAccountFactories and Simple7702Account at their mainnet addresses,
 * then the devnet's paymaster for each EntryPoint with its deposit, then Gangway's own smart-account contracts
 * (@gangway/contracts, through the same CREATE2 deployer as in production), from the sponsor key (nonce by nonce), and
 * funds the sponsor and the bundler. Needs a fresh chain; about a dozen blocks.
 */
export async function deployAccountAbstraction(chain: DevnetChain): Promise<void> {
  const client = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 10 });
  const sponsor = privateKeyToAccount(SPONSOR_PRIVATE_KEY);
  const wallet = createWalletClient({
    account: sponsor,
    chain: viemChain(chain),
    transport: http(chain.rpcUrl),
  });
  const startNonce = await client.getTransactionCount({ address: SPONSOR_ADDRESS });
  if (startNonce !== 0) {
    throw new Error(
      `deployAccountAbstraction needs a fresh chain, but the nonce of ${SPONSOR_ADDRESS} on ${chain.rpcUrl} is ${startNonce}`,
    );
  }
  await Promise.all([
    jsonRpc(chain.rpcUrl, 'anvil_setBalance', [
      SPONSOR_ADDRESS,
      numberToHex(ACCOUNT_ABSTRACTION_FUNDING.sponsor),
    ]),
    jsonRpc(chain.rpcUrl, 'anvil_setBalance', [
      BUNDLER_ADDRESS,
      numberToHex(ACCOUNT_ABSTRACTION_FUNDING.bundler),
    ]),
  ]);
  const transactions = await accountAbstractionTransactions();
  const hashes: Hex[] = [];
  for (const [index, transaction] of transactions.entries()) {
    if (transaction.nonce !== index) throw new Error(`Transaction ${index} has nonce ${transaction.nonce}`);
    hashes.push(
      await wallet.sendTransaction({
        to: transaction.to,
        data: transaction.data,
        value: transaction.value ?? 0n,
        nonce: transaction.nonce,
        gas: transaction.gas,
        maxFeePerGas: MAX_FEE_PER_GAS,
        maxPriorityFeePerGas: 0n,
      }),
    );
  }
  const receipts = await Promise.all(hashes.map((hash) => client.waitForTransactionReceipt({ hash })));
  for (const [index, receipt] of receipts.entries()) {
    if (receipt.status !== 'success')
      throw new Error(
        `Account-abstraction transaction ${receipt.transactionHash} reverted on ${chain.rpcUrl}`,
      );
    const creates = transactions[index]?.creates;
    if (creates && !(await client.getCode({ address: creates }))) {
      throw new Error(`Nothing deployed at ${creates} on ${chain.rpcUrl}: the artifacts changed?`);
    }
  }
}

/** The sponsor's transactions in nonce order (SPONSOR_NONCES). */
async function accountAbstractionTransactions(): Promise<Transaction[]> {
  const [{ DevPaymaster }, gangway] = await Promise.all([compileTokens(), compileContracts()]);
  const [gangwaySessionKeys, gangwayAccountFactory] = deployTransactions(gangway);
  const gangwayContract = (nonce: number, transaction: typeof gangwaySessionKeys): Transaction => {
    if (!transaction) throw new Error('@gangway/contracts has fewer deploy transactions than expected');
    return {
      nonce,
      to: transaction.to,
      data: transaction.data,
      gas: DEPLOY_GAS,
      creates: transaction.creates,
    };
  };
  const create2 = (nonce: number, salt: Hex, creationCode: Hex, expected: Address): Transaction => {
    const address = getCreate2Address({
      from: CREATE2_DEPLOYER,
      salt,
      bytecodeHash: keccak256(creationCode),
    });
    if (address !== expected)
      throw new Error(`CREATE2 gives ${address}, expected ${expected}: wrong artifact?`);
    return {
      nonce,
      to: CREATE2_DEPLOYER,
      data: concat([salt, creationCode]),
      gas: DEPLOY_GAS,
      creates: address,
    };
  };
  const factoryCode = (version: '0.7' | '0.8') => {
    const { abi, bytecode } = accountAbstractionArtifact(version, 'SimpleAccountFactory');
    return encodeDeployData({ abi, bytecode, args: [ENTRY_POINTS[version].entryPoint] });
  };
  const paymaster = (nonce: number, version: '0.7' | '0.8'): Transaction => ({
    nonce,
    data: encodeDeployData({
      abi: DevPaymaster.abi,
      bytecode: DevPaymaster.bytecode,
      args: [ENTRY_POINTS[version].entryPoint, SPONSOR_ADDRESS],
    }),
    gas: DEPLOY_GAS,
    creates: ENTRY_POINTS[version].paymaster,
  });
  const deposit = (nonce: number, version: '0.7' | '0.8'): Transaction => ({
    nonce,
    to: ENTRY_POINTS[version].entryPoint,
    data: encodeFunctionData({
      abi: accountAbstractionArtifact(version, 'EntryPoint').abi,
      functionName: 'depositTo',
      args: [ENTRY_POINTS[version].paymaster],
    }),
    value: ACCOUNT_ABSTRACTION_FUNDING.paymasterDeposit,
    gas: DEPOSIT_GAS,
  });
  return [
    create2(
      SPONSOR_NONCES.entryPoint07,
      CANONICAL_SALTS.entryPoint07,
      accountAbstractionArtifact('0.7', 'EntryPoint').bytecode,
      ENTRY_POINTS['0.7'].entryPoint,
    ),
    create2(
      SPONSOR_NONCES.entryPoint08,
      CANONICAL_SALTS.entryPoint08,
      accountAbstractionArtifact('0.8', 'EntryPoint').bytecode,
      ENTRY_POINTS['0.8'].entryPoint,
    ),
    create2(
      SPONSOR_NONCES.simpleAccountFactory07,
      CANONICAL_SALTS.zero,
      factoryCode('0.7'),
      ENTRY_POINTS['0.7'].simpleAccountFactory,
    ),
    create2(
      SPONSOR_NONCES.simpleAccountFactory08,
      CANONICAL_SALTS.zero,
      factoryCode('0.8'),
      ENTRY_POINTS['0.8'].simpleAccountFactory,
    ),
    create2(
      SPONSOR_NONCES.simple7702Account,
      CANONICAL_SALTS.zero,
      accountAbstractionArtifact('0.8', 'Simple7702Account').bytecode,
      SIMPLE_7702_ACCOUNT,
    ),
    paymaster(SPONSOR_NONCES.paymaster07, '0.7'),
    paymaster(SPONSOR_NONCES.paymaster08, '0.8'),
    deposit(SPONSOR_NONCES.deposit07, '0.7'),
    deposit(SPONSOR_NONCES.deposit08, '0.8'),
    gangwayContract(SPONSOR_NONCES.gangwaySessionKeys, gangwaySessionKeys),
    gangwayContract(SPONSOR_NONCES.gangwayAccountFactory, gangwayAccountFactory),
  ];
}

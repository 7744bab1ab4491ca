// Puts Gangway's contracts on a chain: each creation transaction that has not run there yet, from any funded key.
import type { Account, Address, Chain, Hex, PublicClient, Transport, WalletClient } from 'viem';
import { compileContracts } from './compile.ts';
import { CREATE2_DEPLOYER, type DeployTransaction, deployTransactions } from './deployment.ts';

/** Gas for one creation, set rather than estimated (the factory deploys the account implementation too). */
const DEPLOY_GAS = 6_000_000n;

export interface DeployedContract {
  contract: DeployTransaction['contract'];
  address: Address;
  /** The transaction that created it; none when it was there already. */
  transactionHash?: Hex;
}

export interface DeployOptions {
  publicClient: PublicClient;
  walletClient: WalletClient<Transport, Chain, Account>;
  /** Sends without waiting for each receipt before the next (a devnet that mines at once); default false. */
  pipelined?: boolean;
}

export async function deployGangwayContracts(options: DeployOptions): Promise<DeployedContract[]> {
  const { publicClient, walletClient } = options;
  if (!(await publicClient.getCode({ address: CREATE2_DEPLOYER })))
    throw new Error(
      `The chain has no CREATE2 deployer at ${CREATE2_DEPLOYER}: deploy it first (https://github.com/Arachnid/deterministic-deployment-proxy)`,
    );
  const results: DeployedContract[] = [];
  const sent: { index: number; hash: Hex }[] = [];
  for (const transaction of deployTransactions(await compileContracts())) {
    if (await publicClient.getCode({ address: transaction.creates })) {
      results.push({ contract: transaction.contract, address: transaction.creates });
      continue;
    }
    const hash = await walletClient.sendTransaction({
      to: transaction.to,
      data: transaction.data,
      gas: DEPLOY_GAS,
    });
    results.push({ contract: transaction.contract, address: transaction.creates, transactionHash: hash });
    sent.push({ index: results.length - 1, hash });
    if (!options.pipelined) await confirm(publicClient, transaction, hash);
  }
  if (options.pipelined)
    await Promise.all(
      sent.map(({ index, hash }) => {
        const result = results[index] as DeployedContract;
        return confirm(publicClient, { contract: result.contract, creates: result.address }, hash);
      }),
    );
  return results;
}

async function confirm(
  client: PublicClient,
  transaction: Pick<DeployTransaction, 'contract' | 'creates'>,
  hash: Hex,
): Promise<void> {
  const receipt = await client.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`Deploying ${transaction.contract} reverted (${hash})`);
  if (!(await client.getCode({ address: transaction.creates })))
    throw new Error(`Deploying ${transaction.contract} left no code at ${transaction.creates} (${hash})`);
}

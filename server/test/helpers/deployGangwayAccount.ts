// An owner's GangwaySmartAccount deployed through the factory on a devnet chain, for the tests of what a deployed
// account signs (ERC-1271) rather than one that exists only as its address (ERC-6492).
import { GANGWAY_ACCOUNT_FACTORY, GANGWAY_ACCOUNT_SALT, gangwayAccountFactoryAbi } from '@gangway/protocol';
import type { Account, Address, Chain, PublicClient, Transport, WalletClient } from 'viem';

export async function deployGangwayAccount(
  client: PublicClient,
  deployer: WalletClient<Transport, Chain, Account>,
  owner: Address,
): Promise<void> {
  const hash = await deployer.writeContract({
    address: GANGWAY_ACCOUNT_FACTORY,
    abi: gangwayAccountFactoryAbi,
    functionName: 'createAccount',
    args: [owner, GANGWAY_ACCOUNT_SALT],
  });
  await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
}

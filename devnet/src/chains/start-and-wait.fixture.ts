// Started by chains.test.ts as a separate process: launches one chain, prints its RPC URL and
// waits to be killed, so the test can check that anvil dies with its owner.
import { launchChains } from './launch-chains.ts';

const launched = await launchChains({ chainIds: [1], basePort: 'auto' });
process.stdout.write(`${launched.chains[0]!.rpcUrl}\n`);
setInterval(() => {}, 60_000);

// Farcaster login for a fid whose custody address is a contract, on the devnet's real chain 10: a deployed
// GangwaySmartAccount (ERC-1271) is the fid's custody in the IdRegistry's twin, the devnet's relay twin carries the
// message the account signed, and gangway-server checks the signature through the account's isValidSignature there.
// An EOA custody still signs in on the same chain; a signature the contract does not accept is refused; chain 10
// failing the check is the upstream's failure (502), not a refusal, and the login goes on once it answers.
import {
  type GangwaySmartAccount,
  replaySafeTypedData,
  toGangwaySmartAccount,
} from '@gangway/contracts/smartAccount';
import {
  deployAccountAbstraction,
  type FarcasterRelayTwin,
  farcasterSignInMessage,
  installFarcasterRegistry,
  jsonRpc,
  type LaunchedChains,
  launchChains,
  startFarcasterRelay,
  viemChain,
} from '@gangway/devnet';
import { authenticateFarcasterChannel, farcasterChannelStatus } from '@gangway/devnet/testing';
import { FARCASTER_CHAIN_ID } from '@gangway/protocol';
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  hashMessage,
  http,
  isErc6492Signature,
  numberToHex,
  type PublicClient,
  parseEther,
} from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setProjectFeatures } from '../src/projects/projectRepository.ts';
import { deployGangwayAccount } from './helpers/deployGangwayAccount.ts';
import {
  APP_ORIGIN,
  json,
  newClient,
  PROJECT,
  useEmbeddedHarness,
  verifierPair,
} from './helpers/embeddedHarness.ts';
import { type FlakyUpstream, startFlakyUpstream } from './helpers/flakyUpstream.ts';

const CONTRACT_FID = 2_001;
const EOA_FID = 2_002;

let chains: LaunchedChains;
let client: PublicClient;
let relay: FarcasterRelayTwin;
/** Chain 10 as gangway-server reaches it (the relay twin reads the chain directly). */
let serverRpc: FlakyUpstream;
let owner: PrivateKeyAccount;
let custody: GangwaySmartAccount;
const eoa = privateKeyToAccount(generatePrivateKey());

beforeAll(async () => {
  chains = await launchChains({ chainIds: [FARCASTER_CHAIN_ID], basePort: 'auto' });
  const chain = chains.chains[0]!;
  // EntryPoint and Gangway's contracts, the account factory among them.
  await deployAccountAbstraction(chain);
  client = createPublicClient({
    chain: viemChain(chain),
    transport: http(chain.rpcUrl),
    pollingInterval: 10,
  });
  owner = privateKeyToAccount(generatePrivateKey());
  custody = await toGangwaySmartAccount({ client, owner });
  const deployer = privateKeyToAccount(generatePrivateKey());
  await jsonRpc(chain.rpcUrl, 'anvil_setBalance', [deployer.address, numberToHex(parseEther('1'))]);
  const wallet = createWalletClient({
    account: deployer,
    chain: viemChain(chain),
    transport: http(chain.rpcUrl),
  });
  await deployGangwayAccount(client, wallet, owner.address);
  await installFarcasterRegistry(chain.rpcUrl, [
    { fid: CONTRACT_FID, custody: custody.address },
    { fid: EOA_FID, custody: eoa.address },
  ]);
  relay = await startFarcasterRelay({ registryRpcUrl: chain.rpcUrl, port: 'auto' });
  serverRpc = await startFlakyUpstream(chain.rpcUrl);
});
afterAll(async () => {
  await serverRpc?.close();
  await relay?.stop();
  await chains?.stop();
});

const h = useEmbeddedHarness('pglite', {
  farcaster: () => ({ relayUrl: relay.relayUrl, optimismRpcUrl: serverRpc.url }),
});

/**
 * A login up to the frame's poll: the frame starts it, a Farcaster client completes the relay's channel with the
 * message `sign` signs for `fid` and `address`; `poll` is the frame's poll.
 */
async function approvedLogin(fid: number, address: `0x${string}`, sign: (message: string) => Promise<Hex>) {
  await setProjectFeatures(h.testDb.database, PROJECT, { socials: ['farcaster'] });
  const frame = newClient();
  const { verifier, verifierHash } = verifierPair();
  const started = await h.api(frame, 'POST', '/farcaster/start', {
    body: { projectId: PROJECT, deviceId: frame.deviceId, verifierHash, hostOrigin: APP_ORIGIN },
    headers: { origin: h.server.url },
  });
  expect(started.status).toBe(200);
  const { state, url } = json(started) as { state: string; url: string };
  const channelToken = new URL(url).searchParams.get('channelToken') ?? '';
  const { nonce } = (await farcasterChannelStatus(relay.relayUrl, channelToken)).body as { nonce: string };
  const message = farcasterSignInMessage(
    { siweUri: APP_ORIGIN, domain: new URL(APP_ORIGIN).host, nonce },
    { fid, custody: address },
  );
  const signature = await sign(message);
  const completed = await authenticateFarcasterChannel(relay.relayUrl, channelToken, {
    message,
    signature,
    fid,
    username: `fid${fid}`,
  });
  expect(completed.status).toBe(201);
  return {
    poll: () =>
      h.api(frame, 'POST', '/farcaster/status', {
        body: { projectId: PROJECT, state, verifier, deviceId: frame.deviceId },
      }),
  };
}

/** A whole login: the frame's poll's answer. */
const signIn = async (fid: number, address: `0x${string}`, sign: (message: string) => Promise<Hex>) =>
  (await approvedLogin(fid, address, sign)).poll();

/** viem's signature validator: an eth_call with no `to` (deployless), where custodyOf calls the registry. */
function isValidatorCall(body: string): boolean {
  const request = JSON.parse(body) as { method?: string; params?: [{ to?: string }] };
  return request.method === 'eth_call' && request.params?.[0]?.to === undefined;
}

describe('Farcaster login with a contract custody address (ERC-1271) on chain 10', () => {
  it("logs in with the contract account's signature, checked by its isValidSignature on chain 10", async () => {
    expect(await client.getCode({ address: custody.address })).toMatch(/^0x[0-9a-f]{2,}/);
    const session = await signIn(CONTRACT_FID, custody.address, async (message) => {
      const signature = await custody.signMessage({ message });
      // Deployed: a plain ERC-1271 signature, not an ERC-6492 wrapping of a deployment.
      expect(isErc6492Signature(signature)).toBe(false);
      return signature;
    });
    expect(session.status).toBe(200);
    expect(json(session)).toMatchObject({
      status: 'ok',
      user: { socialProvider: 'farcaster', userName: `fid${CONTRACT_FID}` },
    });
  });

  it("refuses the owner key's bare signature: only what the contract accepts is the custody's", async () => {
    const session = await signIn(CONTRACT_FID, custody.address, (message) => owner.signMessage({ message }));
    expect(session.status).toBe(401);
    expect(json(session)).toMatchObject({
      code: 'FARCASTER_LOGIN_FAILED',
      message: expect.stringMatching(/custody/),
    });
  });

  it("refuses another key's signature in the account's ERC-1271 form", async () => {
    const other = privateKeyToAccount(generatePrivateKey());
    const session = await signIn(CONTRACT_FID, custody.address, (message) =>
      other.signTypedData(replaySafeTypedData(custody.address, FARCASTER_CHAIN_ID, hashMessage(message))),
    );
    expect(session.status).toBe(401);
    expect(json(session)).toMatchObject({
      code: 'FARCASTER_LOGIN_FAILED',
      message: expect.stringMatching(/custody/),
    });
  });

  it("answers 502 while chain 10 fails the contract's check, and the same login goes on once it answers", async () => {
    const login = await approvedLogin(CONTRACT_FID, custody.address, (message) =>
      custody.signMessage({ message }),
    );
    // custodyOf still answers: chain 10 fails the ERC-1271 check itself.
    serverRpc.affects = isValidatorCall;
    serverRpc.behaviour = 'http500';
    try {
      const answer = await login.poll();
      expect(answer.status).toBe(502);
      expect(json(answer)).toMatchObject({ code: 'UPSTREAM_ERROR' });
    } finally {
      serverRpc.behaviour = 'forward';
    }
    const session = await login.poll();
    expect(session.status).toBe(200);
    expect(json(session)).toMatchObject({ status: 'ok', user: { userName: `fid${CONTRACT_FID}` } });
  });

  it('still logs in an EOA custody on the same chain', async () => {
    const session = await signIn(EOA_FID, eoa.address, (message) => eoa.signMessage({ message }));
    expect(session.status).toBe(200);
    expect(json(session)).toMatchObject({ status: 'ok', user: { socialProvider: 'farcaster' } });
  });
});

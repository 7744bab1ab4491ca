// The devnet's Farcaster accounts: each an FID registered in the devnet's IdRegistry (chain 10) with a custody key
// derived from the devnet mnemonic (m/44'/60'/0'/0/100+i, a test checks them), and the profile the devnet
// "Farcaster client" sends with a sign-in. Each browser spec signs in as its own account, so parallel specs never
// share an FID (and the embedded wallet the server gives it).
import { privateKeyToAddress } from 'viem/accounts';

export interface FarcasterAccount {
  fid: number;
  /** The fname: lowercase letters, digits and hyphens. */
  username: string;
  displayName: string;
  bio: string;
  custodyPrivateKey: `0x${string}`;
  /** The address the IdRegistry holds for the FID (custodyOf), the one that signs. */
  custody: `0x${string}`;
  /** Whether the devnet registers the FID; an unregistered one signs as well, and an app must refuse it. */
  registered: boolean;
  /** Which part of the devnet uses it: one owner per account, so no two users sign in as the same FID at once. */
  usedBy: string;
}

/** The first FID of the devnet's accounts; custody keys sit at address index FARCASTER_KEY_INDEX + (fid - 1001). */
export const FARCASTER_KEY_INDEX = 100;

const account = (
  fid: number,
  username: string,
  displayName: string,
  usedBy: string,
  custodyPrivateKey: `0x${string}`,
  registered = true,
): FarcasterAccount => ({
  fid,
  username,
  displayName,
  bio: `${displayName}, a devnet Farcaster account (${usedBy}).`,
  custodyPrivateKey,
  custody: privateKeyToAddress(custodyPrivateKey),
  registered,
  usedBy,
});

export const FARCASTER_ACCOUNTS: readonly FarcasterAccount[] = [
  account(
    1001,
    'alice',
    'Alice Devnet',
    'the demo, by hand',
    '0xdae4671006c60a3619556ace98eca6f6e092948d05b13070a27ac492a4fba419',
  ),
  account(
    1002,
    'bob',
    'Bob Devnet',
    'e2e spec 1',
    '0x13986e078393fca89aedc2ecd014df01dfbff153434c04b2e38cfedcbef710f7',
  ),
  account(
    1003,
    'carol',
    'Carol Devnet',
    'e2e spec 2',
    '0x7382cc0c1dd9fc4ff87ed969fafac4c040ebd4890d0b8fa35781524df5b15476',
  ),
  account(
    1004,
    'dave',
    'Dave Devnet',
    'e2e spec 3',
    '0x360e8f096c6aaec3c922df1a82a7b954b69b42bdc20a6b71b2f50438c13d2ec5',
  ),
  account(
    1005,
    'erin',
    'Erin Devnet',
    'e2e spec 4',
    '0x956840865a0d252ee192c683c48befc5d8432aa7b334be6cb79133cfacfcda1a',
  ),
  account(
    1006,
    'frank',
    'Frank Devnet',
    "the devnet's own tests",
    '0x9dece36dc7cb98e2e521e85efa7417d68744f00ab93caf70ec39dc3d6b16d916',
  ),
  account(
    1007,
    'mallory',
    'Mallory Devnet',
    'refusal tests: not in the IdRegistry',
    '0xc69422615b990ce3dbed91d6ed41e378ff92f0ebf23b8d18bf3db912c6797fa1',
    false,
  ),
];

/** The devnet Farcaster account with this username (or FID); throws for an unknown one. */
export function farcasterAccount(usernameOrFid: string | number): FarcasterAccount {
  const found = FARCASTER_ACCOUNTS.find((candidate) =>
    typeof usernameOrFid === 'number'
      ? candidate.fid === usernameOrFid
      : candidate.username === usernameOrFid,
  );
  if (!found) throw new Error(`No devnet Farcaster account ${usernameOrFid}`);
  return found;
}

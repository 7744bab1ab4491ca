// Issue 21, smart sessions on the real stack (devnet anvil, bundler and paymaster behind gangway-server, the frame):
// an e-mail login's smart account grants the app's backend a session key — native transfers to one recipient, at most
// 1000 wei per call — approved by the visitor in the frame, who sees the key, the recipient, the limit and the expiry.
// The backend (this test, with the key) then spends within the limit through gangway-server's bundler with no
// approval; an over-limit spend is refused with GangwaySessionKeys' reason; the visitor revokes the session in the
// Account view's list (approved in the frame), and the key's next spend is refused. With features.smartSessions off,
// wallet_grantPermissions is refused before the visitor is asked.

import { toGangwaySessionAccount } from '@gangway/contracts/smartAccount';
import {
  type CaipNetworkId,
  GANGWAY_SESSION_KEYS,
  gangwaySessionKeysAbi,
  RPC_ERROR_CODES,
  SMART_SESSIONS_DISABLED,
} from '@gangway/protocol';
import { expect, test } from '@playwright/test';
import { type Address, createPublicClient, defineChain, type Hex, http, parseEther } from 'viem';
import { createBundlerClient, createPaymasterClient } from 'viem/account-abstraction';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { loginByEmail, uniqueEmail } from '../support/emailLogin.ts';
import { clickApproval } from '../support/embeddedFrame.ts';
import { readStack } from '../support/stackInfo.ts';
import { Widget } from '../support/widget.ts';

const stack = readStack();
const ethereum = stack.chains.find((chain) => chain.chainId === 1) ?? stack.chains[0]!;
const anvil = createPublicClient({ transport: http(ethereum.rpcUrl) });
/** A recipient no other spec uses, fresh each run. */
const recipient = () => `0x${Date.now().toString(16).padStart(12, '0')}${'5e'.repeat(14)}` as Address;

/** The app's backend: gangway-server's RPC proxy and its bundler and paymaster, as an integrator's server calls them. */
function backend() {
  const proxyUrl = `${stack.apiUrl}/v1/?chainId=${ethereum.caipNetworkId as CaipNetworkId}&projectId=${stack.projectId}`;
  const client = createPublicClient({
    chain: defineChain({
      id: ethereum.chainId,
      name: ethereum.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [proxyUrl] } },
    }),
    transport: http(proxyUrl),
    pollingInterval: 250,
  });
  const bundler = createBundlerClient({
    client,
    transport: http(proxyUrl),
    pollingInterval: 250,
    paymaster: createPaymasterClient({ transport: http(proxyUrl) }),
  });
  return { client, bundler };
}

test('e-mail login → grant a session → the app spends within the limit with no approval → over the limit fails → revoke in Account → the next spend fails', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const widget = new Widget(page);
  const frame = page.frameLocator('iframe[data-gangway-frame]');
  await page.goto(`${stack.demoUrl}?smartSessions=true`);
  const address = (await loginByEmail(page, uniqueEmail('sessions'))).address as Address;
  await anvil.request({
    method: 'anvil_setBalance' as never,
    params: [address, `0x${parseEther('1').toString(16)}`] as never,
  });
  const key = privateKeyToAccount(generatePrivateKey());
  const to = recipient();

  // The grant: the visitor sees what the key may do, and approves it in the frame.
  await page.getByTestId('demo-session-signer').fill(key.address);
  await page.getByTestId('demo-session-recipient').fill(to);
  await page.getByTestId('demo-session-limit').fill('1000');
  await page.getByTestId('demo-session-grant').click();
  const approval = frame.getByRole('region');
  await expect(approval).toContainText('Grant a session key');
  await expect(approval).toContainText(key.address);
  await expect(approval).toContainText(`Contract ${to}`);
  await expect(approval).toContainText('Function native transfer');
  await expect(approval).toContainText('Value up to 0.000000000000001 per call');
  await expect(approval).toContainText('Expires');
  await page.screenshot({ path: testInfo.outputPath('grant-approval.png') });
  await clickApproval(page, 'Approve');
  const context = page.getByTestId('demo-session-context');
  await expect(context).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 60_000 });
  const sessionId = (await context.textContent()) as Hex;
  await expect(approval).toBeHidden();

  // The app's backend spends with the key: no approval in the page.
  const { client, bundler } = backend();
  const session = await toGangwaySessionAccount({ client, address, sessionId, signer: key });
  const spend = async (value: bigint) =>
    bundler.waitForUserOperationReceipt({
      hash: await bundler.sendUserOperation({ account: session, calls: [{ to, value }] }),
    });
  expect((await spend(1000n)).success).toBe(true);
  expect(await anvil.getBalance({ address: to })).toBe(1000n);
  await expect(approval).toBeHidden();
  await expect(spend(1001n)).rejects.toThrow(/the call carries more value than allowed/);
  expect(await anvil.getBalance({ address: to })).toBe(1000n);

  // The visitor sees the session in Account and revokes it there (approved in the frame).
  await widget.accountButton.click();
  const account = widget.view('Account');
  const listed = account.getByTestId('gw-smart-session');
  await expect(listed).toHaveCount(1, { timeout: 30_000 });
  await expect(listed).toContainText('Expires');
  await listed.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('account-sessions.png') });
  await account.getByTestId('gw-revoke-session').click();
  await expect(approval).toContainText('Revoke a session key');
  await expect(approval).toContainText(sessionId);
  await clickApproval(page, 'Approve');
  await widget.accountButton.click();
  await expect(widget.view('Account').getByTestId('gw-smart-session-status')).toHaveText('Revoked', {
    timeout: 60_000,
  });
  const [, , , revoked] = await anvil.readContract({
    address: GANGWAY_SESSION_KEYS,
    abi: gangwaySessionKeysAbi,
    functionName: 'sessions',
    args: [address, sessionId],
  });
  expect(revoked).toBe(true);
  await expect(spend(1n)).rejects.toThrow(/revoked/);
  expect(await anvil.getBalance({ address: to })).toBe(1000n);
});

test('with features.smartSessions off, wallet_grantPermissions is refused before the visitor is asked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const frame = page.frameLocator('iframe[data-gangway-frame]');
  await page.goto(stack.demoUrl);
  const address = (await loginByEmail(page, uniqueEmail('sessions-off'))).address as Address;
  await expect(page.getByTestId('demo-sessions')).toHaveCount(0);
  await page.getByTestId('demo-wagmi-method').fill('wallet_grantPermissions');
  await page.getByTestId('demo-wagmi-params').fill(
    JSON.stringify([
      {
        address,
        expiry: Math.floor(Date.now() / 1000) + 600,
        signer: { type: 'account', data: { id: privateKeyToAccount(generatePrivateKey()).address } },
        permissions: [
          {
            type: 'native-token-transfer',
            data: { ticker: 'ETH', to: recipient() },
            policies: [{ type: 'token-allowance', data: { allowance: '0x1' } }],
          },
        ],
      },
    ]),
  );
  await page.getByTestId('demo-wagmi-request').click();
  await expect(page.getByTestId('demo-wagmi-answer')).toHaveText(
    `error ${RPC_ERROR_CODES.UNSUPPORTED_METHOD}: ${SMART_SESSIONS_DISABLED}`,
  );
  await expect(frame.getByRole('region')).toBeHidden();
});

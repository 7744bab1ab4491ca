// The integrator's Solana reads through gangway-server's RPC proxy keep u64 values exact (SPEC §3 rpcUrls through the
// proxy): the demo page reads an account with @solana/kit's getAccountInfo at the RPC URL it gave the widget's Solana
// network, as an integrator would, and lamports past 2^53 — which no transfer on the devnet can reach (its supply is
// about 10^15 lamports), so devnet_setLamports writes them — arrive with every digit, as the node wrote them.
import { randomBytes } from 'node:crypto';
import { encodeBase58 } from '@gangway/protocol';
import { setSolanaLamports } from '../support/chain.ts';
import { expect, test } from '../support/fixtures.ts';

/** Just past 2^53 (a double rounds it to 2^53), and u64::MAX (a double rounds it to 2^64). */
const AMOUNTS = [2n ** 53n + 1n, 2n ** 64n - 1n];

test('getAccountInfo through the RPC proxy gives lamports past 2^53 exactly, as the node wrote them', async ({
  page,
  stack,
}) => {
  await page.goto(stack.demoUrl);
  const card = page.getByTestId('demo-solana-account');
  for (const lamports of AMOUNTS) {
    // An address of its own: no other spec reads or moves its balance.
    const holder = encodeBase58(randomBytes(32));
    await setSolanaLamports(stack, holder, lamports);
    await card.getByTestId('demo-solana-account-address').fill(holder);
    const answer = page.waitForResponse(
      (response) =>
        response.url().startsWith(stack.apiUrl) &&
        response.request().postData()?.includes('getAccountInfo') === true,
    );
    await card.getByTestId('demo-solana-account-read').click();
    // The proxy's answer carries the node's digits as a bare JSON number (a client's u64 schema wants a number)…
    expect(await (await answer).text()).toContain(`"lamports":${lamports}`);
    // …and Kit, reading u64 values as bigints, gives the page every digit.
    await expect(card.getByTestId('demo-solana-lamports')).toHaveText(lamports.toString());
    await expect(card.getByTestId('demo-solana-space')).toHaveText('0');
  }
  await expect(card.getByTestId('demo-solana-account-error')).toHaveCount(0);
});

// The devnet "Farcaster client" page, as a visitor uses it: open the sign-in link the app shows (its QR code or deep
// link), pick a devnet Farcaster account, approve or reject. Each spec signs in as its own account (FARCASTER_ACCOUNTS'
// `usedBy`), so parallel specs never share an FID.
import { expect, type Page } from '@playwright/test';

/** The account's choice on the page: its label ends with "@username · fid N". */
const accountChoice = (page: Page, username: string) =>
  page.getByRole('radio', { name: new RegExp(`@${username} · fid \\d+`) });

/** Opens `channelUrl` on `page` and approves as `username`; returns once the page says the sign-in went through. */
export async function approveInFarcasterClient(
  page: Page,
  channelUrl: string,
  username: string,
): Promise<void> {
  await page.goto(channelUrl);
  await accountChoice(page, username).check();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toContainText(`as @${username} (fid`);
}

/** Opens `channelUrl` on `page` and rejects: nothing is signed and the channel stays pending. */
export async function rejectInFarcasterClient(page: Page, channelUrl: string): Promise<void> {
  await page.goto(channelUrl);
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('status')).toContainText('You rejected the request');
}

// On a phone the Farcaster client opens from the visitor's tap, as a wallet's link opens from its tile
// (ConnectingWalletConnect). The channel's link only comes after a round trip to gangway-server, and a phone browser
// blocks a tab opened once the tap no longer counts (Safari as soon as the handler returned): the tap opens an empty
// tab at once, as a social login's popup is opened, and the view sends it to the link when the link arrives.
import { isMobileUserAgent } from '@gangway/core/internal';

/** Per Gangway instance: the tab its last Farcaster tap opened, until an attempt sends it or gives it up. */
const pending = new WeakMap<object, Window>();

/** Inside the tap, on a phone: an empty tab for `owner`'s next Farcaster attempt. A desktop shows a QR code instead. */
export function openFarcasterTab(owner: object, scope: Window): void {
  if (!isMobileUserAgent(scope.navigator.userAgent)) return;
  giveUpFarcasterTab(owner);
  const tab = scope.open('about:blank', '_blank');
  if (!tab) return;
  // As the Open link's noopener: the Farcaster client's page never gets this window.
  tab.opener = null;
  pending.set(owner, tab);
}

/** Sends the tab the tap opened, if any is still open, to the channel's link. */
export function sendFarcasterTab(owner: object, link: string | undefined): void {
  const tab = pending.get(owner);
  pending.delete(owner);
  if (!tab || tab.closed) return;
  if (link) tab.location.replace(link);
  else tab.close();
}

/** The attempt failed before it had a link: the empty tab closes. */
export function giveUpFarcasterTab(owner: object): void {
  sendFarcasterTab(owner, undefined);
}

// The getWallets answer checked without zod, so the initial bundle can take the directory's first page (from the
// network or from browser storage) before the API services' code is loaded. It accepts exactly what
// GetWalletsResponseSchema accepts (a property test holds the two together).
import type { GetWalletsResponse, WalletListing } from '@gangway/protocol';
import { every, type Fields, isObject, isString } from '../api/guards.ts';

const isLink = (value: unknown) => value === null || isString(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const LINKS = [
  'rdns',
  'homepage',
  'mobile_link',
  'desktop_link',
  'webapp_link',
  'app_store',
  'play_store',
  'chrome_store',
];
const APP_LINKS = ['ios', 'android', 'chrome', 'firefox', 'edge', 'safari'];

function isWalletListing(value: unknown): value is WalletListing {
  return (
    isObject(value) &&
    isString(value.id) &&
    isString(value.name) &&
    isString(value.image_id) &&
    LINKS.every((key) => isLink(value[key])) &&
    isObject(value.app) &&
    APP_LINKS.every((key) => isLink((value.app as Fields)[key])) &&
    every(
      value.injected,
      (item) => isObject(item) && isString(item.namespace) && isString(item.injected_id),
    ) &&
    every(value.chains, isString) &&
    (value.badge_type === 'none' || value.badge_type === 'certified') &&
    isNumber(value.order)
  );
}

/** The answer when it has GetWalletsResponseSchema's shape, else undefined. */
export function checkWalletsAnswer(value: unknown): GetWalletsResponse | undefined {
  return isObject(value) &&
    every(value.data, isWalletListing) &&
    Number.isSafeInteger(value.count) &&
    (value.count as number) >= 0
    ? (value as unknown as GetWalletsResponse)
    : undefined;
}

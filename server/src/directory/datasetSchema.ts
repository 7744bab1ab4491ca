// The dataset file `directory import` reads: a JSON array of wallets in the WalletConnect explorer listing
// shape, plus `image_file` naming the wallet's icon in the `icons/` folder beside the file. Unknown
// fields are ignored.
import { BADGE_TYPES, WALLET_ID_PATTERN } from '@gangway/protocol';
import * as z from 'zod/mini';

const text = (max: number) => z.string().check(z.maxLength(max));
const link = z.optional(z.nullable(text(2_000)));

export const DatasetWalletSchema = z.object({
  id: z.string().check(z.regex(WALLET_ID_PATTERN, 'must be 1 to 128 letters, digits, "-" or "_"')),
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  image_id: z.optional(z.nullable(text(128))),
  image_file: z.optional(
    z.nullable(z.string().check(z.regex(/^[A-Za-z0-9._-]{1,200}$/, 'must be a plain file name'))),
  ),
  rdns: link,
  homepage: link,
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
  app: z.optional(
    z.nullable(z.object({ ios: link, android: link, chrome: link, firefox: link, edge: link, safari: link })),
  ),
  // Flat store links of the explorer's API shape, used when `app` is absent.
  app_store: link,
  play_store: link,
  chrome_store: link,
  injected: z.optional(
    z.nullable(z.array(z.object({ namespace: text(32), injected_id: text(200) })).check(z.maxLength(50))),
  ),
  chains: z.optional(z.nullable(z.array(text(100)).check(z.maxLength(500)))),
  badge_type: z.optional(z.nullable(z.enum(BADGE_TYPES))),
});
export type DatasetWallet = z.infer<typeof DatasetWalletSchema>;

export const DatasetSchema = z.array(DatasetWalletSchema).check(z.maxLength(100_000));

import type { AccountType } from '@gangway/protocol';
import type { ViewKey } from '../../i18n/messages.ts';

/** How a view names an account's type (SPEC §9's account types). */
export const ACCOUNT_TYPE_NAMES = {
  payment: 'accountTypePayment',
  ordinal: 'accountTypeOrdinal',
  eoa: 'accountTypeEoa',
  smartAccount: 'accountTypeSmartAccount',
} as const satisfies Record<AccountType, ViewKey>;

// Issue 26: Connect, Account and Send in German and Japanese (the browser's language) and Arabic (the `locale`
// option): their texts, numbers written the locale's way, Arabic laid out right to left with addresses and amounts
// left to right, axe-core clean; screenshots of each are kept.
import { truncateAddress } from '@gangway/core/internal';
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe.ts';
import { test } from '../support/fixtures.ts';
import { FIRST_ACCOUNT } from '../support/flows.ts';
import { DEV_WALLET_RDNS } from '../support/widget.ts';

interface Case {
  locale: 'de' | 'ja' | 'ar';
  /** How the page gets it: the browser's languages, or the `locale` option (the demo's `?locale=`). */
  from: 'browser' | 'option';
  dir: 'ltr' | 'rtl';
  texts: {
    connectWallet: string;
    allWallets: string;
    installed: string;
    continueIn: string;
    account: string;
    tabs: [string, string, string];
    send: string;
    amount: string;
    receiver: string;
    insufficient: string;
  };
  /** Send's balance line: a token balance of 2 decimals (kept left to right in Arabic by Unicode isolates). */
  available: RegExp;
  /** A quantity of 3 decimals, e.g. 9,001.200 ETH, and US dollars as the locale writes them. */
  quantity: RegExp;
  usd: RegExp;
  /** The amount as a visitor of the locale types it. */
  typedAmount: string;
}

const CASES: Case[] = [
  {
    locale: 'de',
    from: 'browser',
    dir: 'ltr',
    texts: {
      connectWallet: 'Wallet verbinden',
      allWallets: 'Alle Wallets',
      installed: 'Installiert',
      continueIn: 'Weiter in Gangway Dev Wallet',
      account: 'Konto',
      tabs: ['Token', 'NFTs', 'Aktivität'],
      send: 'Senden',
      amount: 'Betrag',
      receiver: 'Empfängeradresse',
      insufficient: 'Unzureichendes ETH-Guthaben',
    },
    quantity: /^\d{1,3}(\.\d{3})*,\d{3} ETH$/,
    usd: /^\d{1,3}(\.\d{3})*,\d{2}\u00a0\$$/,
    available: /^Verfügbar: \d{1,3}(\.\d{3})*,\d{2} ETH$/,
    typedAmount: '0,25',
  },
  {
    locale: 'ja',
    from: 'browser',
    dir: 'ltr',
    texts: {
      connectWallet: 'ウォレットを接続',
      allWallets: 'すべてのウォレット',
      installed: 'インストール済み',
      continueIn: 'Gangway Dev Walletで続行してください',
      account: 'アカウント',
      tabs: ['トークン', 'NFT', 'アクティビティ'],
      send: '送金',
      amount: '数量',
      receiver: '受取人のアドレス',
      insufficient: 'ETHの残高が不足しています',
    },
    quantity: /^\d{1,3}(,\d{3})*\.\d{3} ETH$/,
    usd: /^\$\d{1,3}(,\d{3})*\.\d{2}$/,
    available: /^利用可能：\d{1,3}(,\d{3})*\.\d{2} ETH$/,
    typedAmount: '0.25',
  },
  {
    locale: 'ar',
    from: 'option',
    dir: 'rtl',
    texts: {
      connectWallet: 'ربط المحفظة',
      allWallets: 'كل المحافظ',
      installed: 'مثبّتة',
      continueIn: 'تابِع في Gangway Dev Wallet',
      account: 'الحساب',
      tabs: ['الرموز', 'NFT', 'النشاط'],
      send: 'إرسال',
      amount: 'الكمية',
      receiver: 'عنوان المستلم',
      insufficient: 'رصيد ETH غير كافٍ',
    },
    // Arabic as CLDR writes it today: Latin digits, a comma between thousands, a point before the decimals.
    quantity: /^\d{1,3}(,\d{3})*\.\d{3} ETH$/,
    usd: /^\u200f?\d{1,3}(,\d{3})*\.\d{2}\u00a0US\$$/,
    available: /^المتاح: \u2066\d{1,3}(,\d{3})*\.\d{2} ETH\u2069$/,
    typedAmount: '0.25',
  },
];

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
};
const direction = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).direction);

/** In a right-to-left layout `end` lies left of `start`; left to right, the other way round. */
async function expectReadingOrder(dir: Case['dir'], start: Locator, end: Locator) {
  const [first, second] = [await box(start), await box(end)];
  if (dir === 'rtl') expect(second.x + second.width).toBeLessThanOrEqual(first.x + 1);
  else expect(first.x + first.width).toBeLessThanOrEqual(second.x + 1);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

for (const each of CASES) {
  test.describe(`the widget in ${each.locale}`, () => {
    if (each.from === 'browser') test.use({ locale: `${each.locale}-${each.locale.toUpperCase()}` });

    test(`Connect, Account and Send in ${each.locale}`, async ({ page, stack, widget, wallet }) => {
      const { texts, dir } = each;
      await page.goto(each.from === 'option' ? `${stack.demoUrl}?locale=${each.locale}` : stack.demoUrl);
      await expect(widget.connectButton).toHaveText(texts.connectWallet);
      await expect(widget.connectButton).toHaveAttribute('lang', each.locale);

      // Connect
      await widget.open();
      const root = page.locator('gangway-modal .overlay');
      await expect(root).toHaveAttribute('lang', each.locale);
      await expect(root).toHaveAttribute('dir', dir);
      await expect(widget.dialog).toHaveAccessibleName(texts.connectWallet);
      const connect = widget.view('Connect');
      await expect(connect.getByTestId('gw-all-wallets')).toContainText(texts.allWallets);
      const devWallet = widget.wallet(DEV_WALLET_RDNS);
      await expect(devWallet).toContainText(texts.installed);
      await expectReadingOrder(dir, devWallet.locator('.gw-icon'), devWallet.locator('.item__label'));
      await expectReadingOrder(dir, page.locator('gangway-modal .title'), page.getByTestId('gw-modal-close'));
      await expectNoViolations(page, `Connect (${each.locale})`);
      await shot(page, `connect-${each.locale}`);

      await devWallet.click();
      await expect(widget.view('ConnectingExternal').getByTestId('gw-connecting-status')).toHaveText(
        texts.continueIn,
      );
      await wallet.approve('eth_requestAccounts');
      await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));

      // Account
      await widget.accountButton.click();
      const account = widget.view('Account');
      await expect(widget.dialog).toHaveAccessibleName(texts.account);
      await expect(account.getByRole('tab')).toHaveText(texts.tabs);
      await expect(account.getByTestId('gw-token-ETH')).toBeVisible();
      await expect(account.getByTestId('gw-account-view-balance')).toHaveText(each.quantity);
      await expect(account.getByTestId('gw-token-ETH').getByTestId('gw-token-value')).toHaveText(each.usd);
      expect(await direction(account.getByTestId('gw-account-view-address'))).toBe('ltr');
      expect(await direction(account.getByTestId('gw-account-view-balance'))).toBe('ltr');
      const eth = account.getByTestId('gw-token-ETH');
      await expectReadingOrder(dir, eth.locator('.gw-icon'), eth.locator('.token__name'));
      await expectReadingOrder(dir, eth.locator('.token__name'), eth.getByTestId('gw-token-value'));
      const network = account.getByTestId('gw-account-network');
      await expectReadingOrder(dir, network.locator('.row__label'), network.locator('.row__trailing'));
      await expectReadingOrder(dir, account.getByRole('tab').first(), account.getByRole('tab').last());
      await expectNoViolations(page, `Account (${each.locale})`);
      await shot(page, `account-${each.locale}`);

      // Send
      await account.getByTestId('gw-account-send').click();
      const send = widget.view('Send');
      await expect(widget.dialog).toHaveAccessibleName(texts.send);
      await expect(send.getByText(texts.amount, { exact: true })).toBeVisible();
      await expect(send.getByText(texts.receiver, { exact: true })).toBeVisible();
      await expect(send.getByTestId('gw-send-available')).toHaveText(each.available);
      await send.getByTestId('gw-send-receiver').fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
      await send.getByTestId('gw-send-amount').fill('99999999');
      await expect(send.getByTestId('gw-send-error')).toHaveText(texts.insufficient);
      await send.getByTestId('gw-send-amount').fill(each.typedAmount);
      await expect(send.getByTestId('gw-send-error')).toHaveCount(0);
      await expect(send.getByTestId('gw-send-fee')).toContainText('ETH');
      expect(await direction(send.getByTestId('gw-send-amount'))).toBe('ltr');
      expect(await direction(send.getByTestId('gw-send-receiver'))).toBe('ltr');
      await expectReadingOrder(dir, page.getByTestId('gw-modal-back'), page.locator('gangway-modal .title'));
      // Labels start where the form starts: on the right in Arabic.
      const label = await box(send.getByText(texts.amount, { exact: true }));
      const form = await box(send.locator('.send-form'));
      const edge = (rect: typeof form) => (dir === 'rtl' ? rect.x + rect.width : rect.x);
      expect(Math.abs(edge(label) - edge(form))).toBeLessThan(2);
      await expectNoViolations(page, `Send (${each.locale})`);
      await shot(page, `send-${each.locale}`);
    });
  });
}

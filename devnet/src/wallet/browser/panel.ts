import type { ApprovalQueue } from '../approval-queue.ts';
import { DEV_WALLET_MISBEHAVIOURS, type DevWalletApprovalRequest, type DevWalletProvider } from '../types.ts';
import type { PanelCorner } from './config.ts';
import { DEV_WALLET_NAME } from './eip6963.ts';
import { DEV_WALLET_ICON } from './icon.ts';
import { PANEL_CSS } from './panel-styles.ts';

export interface PanelOptions {
  provider: DevWalletProvider;
  queue: ApprovalQueue;
  corner: PanelCorner;
  collapsed: boolean;
  document?: Document;
}

export interface MountedPanel {
  host: HTMLElement;
  setCollapsed(collapsed: boolean): void;
  destroy(): void;
}

type Attributes = Record<string, string | boolean | undefined>;

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attributes: Attributes = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? '' : value);
  }
  node.append(...children);
  return node;
}

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/**
 * The wallet's "extension popup": plain DOM in an open shadow root (Playwright's test-id
 * locators pierce it), fixed in a corner of the page.
 */
export function mountPanel(options: PanelOptions): MountedPanel {
  const doc = options.document ?? document;
  const { provider, queue } = options;
  const controls = provider.controls;

  const host = element(doc, 'div', { 'data-gangway-dev-wallet': true });
  const root = host.attachShadow({ mode: 'open' });
  const style = element(doc, 'style', {}, [PANEL_CSS]);

  const badge = element(doc, 'span', { class: 'badge', 'data-testid': 'devwallet-pending-count' });
  const toggle = element(doc, 'button', { type: 'button', 'data-testid': 'devwallet-toggle' });
  const header = element(doc, 'header', {}, [
    element(doc, 'img', { src: DEV_WALLET_ICON, alt: '' }),
    element(doc, 'h2', {}, [DEV_WALLET_NAME]),
    badge,
    toggle,
  ]);

  const accountSelect = element(doc, 'select', {
    'data-testid': 'devwallet-account-select',
    'aria-label': 'Account',
  });
  const initial = controls.state();
  initial.accounts.forEach((address, index) => {
    accountSelect.append(
      element(doc, 'option', { value: String(index) }, [`#${index} ${shortAddress(address)}`]),
    );
  });
  const currentAccount = element(doc, 'div', {
    class: 'address',
    'data-testid': 'devwallet-current-account',
  });
  const chainSelect = element(doc, 'select', {
    'data-testid': 'devwallet-chain-select',
    'aria-label': 'Network',
  });
  const currentChain = element(doc, 'span', { 'data-testid': 'devwallet-current-chain', hidden: true });
  const siteText = element(doc, 'span');
  const revoke = element(doc, 'button', { type: 'button', 'data-testid': 'devwallet-revoke' }, [
    'Disconnect site',
  ]);
  const siteStatus = element(doc, 'div', { class: 'status', 'data-testid': 'devwallet-site-status' }, [
    siteText,
    revoke,
  ]);
  const requestList = element(doc, 'ul', { 'data-testid': 'devwallet-requests', 'aria-live': 'polite' });
  const empty = element(doc, 'p', { class: 'empty' }, ['No pending requests']);

  const autoApprove = element(doc, 'input', { type: 'checkbox', 'data-testid': 'devwallet-auto-approve' });
  const connectedBox = element(doc, 'input', { type: 'checkbox', 'data-testid': 'devwallet-connected' });
  const misbehaviourSelect = element(
    doc,
    'select',
    { 'data-testid': 'devwallet-misbehaviour-select', 'aria-label': 'Misbehaviour' },
    [
      element(doc, 'option', { value: '' }, ['none (behave)']),
      ...DEV_WALLET_MISBEHAVIOURS.map((mode) => element(doc, 'option', { value: mode }, [mode])),
    ],
  );
  const testControls = element(doc, 'details', {}, [
    element(doc, 'summary', {}, ['Test controls']),
    element(doc, 'div', { class: 'test-controls' }, [
      element(doc, 'label', { class: 'checkbox' }, [autoApprove, 'Auto-approve requests']),
      element(doc, 'label', { class: 'checkbox' }, [connectedBox, 'Connected to chains']),
      element(doc, 'label', {}, ['Misbehaviour', misbehaviourSelect]),
    ]),
  ]);

  const body = element(doc, 'div', { class: 'body' }, [
    element(doc, 'label', {}, ['Account', accountSelect]),
    currentAccount,
    element(doc, 'label', {}, ['Network', chainSelect]),
    currentChain,
    siteStatus,
    element(doc, 'h3', {}, ['Pending requests']),
    requestList,
    empty,
    testControls,
  ]);
  const panel = element(
    doc,
    'section',
    {
      class: 'panel',
      role: 'region',
      'aria-label': DEV_WALLET_NAME,
      'data-testid': 'devwallet-panel',
      'data-corner': options.corner,
    },
    [header, body],
  );
  root.append(style, panel);

  let collapsed = options.collapsed;
  const setCollapsed = (next: boolean) => {
    collapsed = next;
    panel.dataset.collapsed = String(next);
    toggle.textContent = next ? '▴' : '▾';
    toggle.setAttribute('aria-expanded', String(!next));
    toggle.setAttribute('aria-label', `${next ? 'Expand' : 'Collapse'} ${DEV_WALLET_NAME}`);
  };

  let chainOptionsKey = '';
  const renderWallet = () => {
    const state = controls.state();
    accountSelect.value = String(state.accountIndex);
    currentAccount.textContent = state.account;
    const key = JSON.stringify([
      state.knownChains.map((c) => c.chainId),
      state.addableChains.map((c) => c.chainId),
    ]);
    if (key !== chainOptionsKey) {
      chainOptionsKey = key;
      chainSelect.replaceChildren(
        ...state.knownChains.map((chain) =>
          element(doc, 'option', { value: String(chain.chainId) }, [`${chain.name} (${chain.chainId})`]),
        ),
        ...state.addableChains.map((chain) =>
          element(doc, 'option', { value: String(chain.chainId), disabled: true }, [
            `${chain.name} (${chain.chainId}) – not added`,
          ]),
        ),
      );
    }
    chainSelect.value = String(state.chainId);
    currentChain.textContent = `${state.chain.name} (${state.chainId})`;
    siteStatus.dataset.permitted = String(state.sitePermitted);
    siteText.textContent = state.sitePermitted
      ? `Connected to ${state.origin}`
      : `Not connected to ${state.origin}`;
    revoke.disabled = !state.sitePermitted;
    misbehaviourSelect.value = state.misbehaviour ?? '';
    connectedBox.checked = state.connected;
  };

  const requestItem = (request: DevWalletApprovalRequest): HTMLLIElement => {
    const approve = element(
      doc,
      'button',
      {
        type: 'button',
        class: 'approve',
        'data-testid': 'devwallet-approve',
        'aria-label': `Approve ${request.method}`,
      },
      ['Approve'],
    );
    const reject = element(
      doc,
      'button',
      {
        type: 'button',
        class: 'reject',
        'data-testid': 'devwallet-reject',
        'aria-label': `Reject ${request.method}`,
      },
      ['Reject'],
    );
    approve.addEventListener('click', () => queue.settle(true, request.id));
    reject.addEventListener('click', () => queue.settle(false, request.id));
    return element(
      doc,
      'li',
      {
        'data-testid': 'devwallet-request',
        'data-request-id': String(request.id),
        'data-method': request.method,
        'data-kind': request.kind,
      },
      [
        element(doc, 'div', { class: 'method', 'data-testid': 'devwallet-request-method' }, [request.method]),
        element(doc, 'div', { class: 'origin' }, [request.origin]),
        element(doc, 'div', { class: 'summary', 'data-testid': 'devwallet-request-summary' }, [
          request.summary.join('\n'),
        ]),
        element(doc, 'div', { class: 'actions' }, [reject, approve]),
      ],
    );
  };

  // Items are keyed by request id so settling one does not rebuild (and unfocus) the others.
  const renderRequests = () => {
    const pending = queue.pending();
    const ids = new Set(pending.map((request) => String(request.id)));
    let added = false;
    for (const item of [...requestList.children] as HTMLElement[]) {
      if (!ids.has(item.dataset.requestId ?? '')) item.remove();
    }
    const present = new Set([...requestList.children].map((item) => (item as HTMLElement).dataset.requestId));
    for (const request of pending) {
      if (present.has(String(request.id))) continue;
      requestList.append(requestItem(request));
      added = true;
    }
    badge.textContent = String(pending.length);
    badge.dataset.count = String(pending.length);
    badge.setAttribute('aria-label', `${pending.length} pending request${pending.length === 1 ? '' : 's'}`);
    empty.hidden = pending.length > 0;
    autoApprove.checked = queue.autoApprove();
    // Like an extension popup, a new request opens the panel.
    if (added && collapsed) setCollapsed(false);
  };

  toggle.addEventListener('click', () => setCollapsed(!collapsed));
  accountSelect.addEventListener('change', () => controls.switchAccount(Number(accountSelect.value)));
  chainSelect.addEventListener('change', () => controls.switchChain(Number(chainSelect.value)));
  revoke.addEventListener('click', () => controls.revokeSite());
  autoApprove.addEventListener('change', () => queue.setAutoApprove(autoApprove.checked));
  connectedBox.addEventListener('change', () => controls.setConnected(connectedBox.checked));
  misbehaviourSelect.addEventListener('change', () => {
    const value = misbehaviourSelect.value;
    controls.setMisbehaviour(DEV_WALLET_MISBEHAVIOURS.find((mode) => mode === value) ?? null);
  });
  const unsubscribeWallet = controls.subscribe(renderWallet);
  const unsubscribeQueue = queue.subscribe(renderRequests);

  setCollapsed(collapsed);
  renderWallet();
  renderRequests();
  (doc.body ?? doc.documentElement).append(host);

  return {
    host,
    setCollapsed,
    destroy: () => {
      unsubscribeWallet();
      unsubscribeQueue();
      host.remove();
    },
  };
}

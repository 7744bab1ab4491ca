// The phone wallet's screen, in plain DOM: status, a URI field, the question of the moment and the sessions.
import type { SessionTypes } from '@walletconnect/types';

export interface PhoneWalletUi {
  status(text: string): void;
  error(text: string | undefined): void;
  /** Asks the user; resolves true on Approve. `kind` names the buttons' test ids. */
  ask(title: string, lines: readonly string[], kind: 'session' | 'request'): Promise<boolean>;
  sessions(sessions: readonly SessionTypes.Struct[], disconnect: (topic: string) => void): void;
  onPair(pair: (uri: string) => void): void;
  /** Marks the page ready for tests (the client is up). */
  ready(): void;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & { testId?: string } = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const { testId, ...rest } = props;
  const node = Object.assign(document.createElement(tag), rest);
  if (testId) node.dataset.testid = testId;
  node.append(...children);
  return node;
}

export function renderPhoneWallet(root: HTMLElement): PhoneWalletUi {
  const status = element('p', { testId: 'phone-status', className: 'status' });
  const error = element('p', { testId: 'phone-error', className: 'error', hidden: true });
  const input = element('input', { testId: 'phone-uri', placeholder: 'wc:…', ariaLabel: 'Pairing URI' });
  const pairButton = element('button', { testId: 'phone-pair', type: 'button' }, 'Pair');
  const question = element('section', { className: 'question' });
  const sessionList = element('ul', { testId: 'phone-sessions', className: 'sessions' });
  root.append(
    element('h1', {}, 'Gangway Phone Wallet'),
    status,
    error,
    element('div', { className: 'pair' }, input, pairButton),
    question,
    element('h2', {}, 'Sessions'),
    sessionList,
  );
  const pending: (() => void)[] = [];
  return {
    status: (text) => {
      status.textContent = text;
    },
    error: (text) => {
      error.hidden = text === undefined;
      error.textContent = text ?? '';
    },
    ask: (title, lines, kind) =>
      new Promise((resolve) => {
        const show = () => {
          const answer = (value: boolean) => {
            question.replaceChildren();
            resolve(value);
            pending.shift()?.();
          };
          question.replaceChildren(
            element('h2', { testId: `phone-${kind}-title` }, title),
            ...lines.map((line) => element('p', {}, line)),
            element(
              'button',
              { testId: `phone-approve-${kind}`, type: 'button', onclick: () => answer(true) },
              'Approve',
            ),
            element(
              'button',
              { testId: `phone-reject-${kind}`, type: 'button', onclick: () => answer(false) },
              'Reject',
            ),
          );
        };
        if (question.childElementCount === 0) show();
        else pending.push(show);
      }),
    sessions: (sessions, disconnect) => {
      sessionList.replaceChildren(
        ...sessions.map((session) =>
          element(
            'li',
            { testId: 'phone-session' },
            `${session.peer.metadata.name} (${Object.values(session.namespaces).flatMap((namespace) => namespace.accounts).length} accounts) `,
            element(
              'button',
              { testId: 'phone-disconnect', type: 'button', onclick: () => disconnect(session.topic) },
              'Disconnect',
            ),
          ),
        ),
      );
    },
    onPair: (pair) => {
      pairButton.onclick = () => pair(input.value.trim());
    },
    ready: () => {
      document.documentElement.dataset.ready = 'true';
    },
  };
}

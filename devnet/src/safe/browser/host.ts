// The devnet Safe host page: frames the Safe App and answers it over the Safe Apps messaging protocol, as
// Safe{Wallet} does. Only messages from the frame's window and the app's origin count; replies go to that origin
// only. A sendTransactions request becomes a proposal here, which the owner confirms and executes, or rejects.
import {
  type ProposalState,
  SAFE_HOST_CONFIG_ELEMENT,
  SAFE_HOST_SDK_VERSION,
  type SafeHostPageConfig,
} from '../hostConfig.ts';

const config = JSON.parse(
  document.getElementById(SAFE_HOST_CONFIG_ELEMENT)?.textContent ?? '{}',
) as SafeHostPageConfig;
const appOrigin = new URL(config.appUrl).origin;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & { testId?: string } = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const { testId, ...rest } = props;
  const node = Object.assign(document.createElement(tag), rest);
  if (testId) node.dataset.testid = testId;
  node.append(...children);
  return node;
}

const proposals = element('section', { ariaLabel: 'Proposals', testId: 'safe-host-proposals' });
const problems = element('p', { className: 'error', role: 'status', testId: 'safe-host-problems' });
const frame = element('iframe', { src: config.appUrl, title: 'Safe App' });
document.body.append(
  element('aside', {}, [
    element('h1', {}, ['Devnet Safe']),
    element('p', {}, ['Safe ', element('code', { testId: 'safe-host-address' }, [config.safe.safeAddress])]),
    element('p', {}, [
      `Chain ${config.safe.chainId}, threshold ${config.safe.threshold} of ${config.safe.owners.length}`,
    ]),
    element('h2', {}, ['Transactions']),
    proposals,
    problems,
  ]),
  // The host's own main landmark, named apart from the framed app's: axe finds one whether or not it reaches into
  // the frame (under load it may skip a frame).
  element('main', { className: 'app', ariaLabel: 'Safe App frame' }, [frame]),
);

interface AppRequest {
  id: string;
  method: string;
  params: unknown;
}

/** The app's request when `data` has the protocol's shape, else why not. */
function appRequest(data: unknown): AppRequest | string {
  if (typeof data !== 'object' || data === null) return 'not an object';
  const { id, method, params, env } = data as Record<string, unknown>;
  if (typeof id !== 'string' || id.length === 0) return 'no id';
  if (typeof method !== 'string') return 'no method';
  const sdkVersion = (env as { sdkVersion?: unknown } | undefined)?.sdkVersion;
  if (typeof sdkVersion !== 'string') return 'no env.sdkVersion';
  return { id, method, params };
}

function reply(id: string, outcome: { data: unknown } | { error: string }) {
  const message =
    'error' in outcome
      ? { id, success: false, error: outcome.error, version: SAFE_HOST_SDK_VERSION }
      : { id, success: true, data: outcome.data, version: SAFE_HOST_SDK_VERSION };
  frame.contentWindow?.postMessage(message, appOrigin);
}

async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(answer.error ?? `HTTP ${response.status}`);
  return answer;
}

function showProposal(state: ProposalState, call: { to: string; value: string }) {
  const status = element('p', { testId: 'safe-host-proposal-status' }, ['Awaiting confirmation']);
  const execute = element('button', { type: 'button', testId: 'safe-host-execute' }, ['Confirm and execute']);
  const reject = element('button', { type: 'button', testId: 'safe-host-reject' }, ['Reject']);
  const settle = async (action: 'execute' | 'reject') => {
    execute.disabled = true;
    reject.disabled = true;
    try {
      const next = await api<ProposalState>(`/api/proposals/${state.safeTxHash}/${action}`, {});
      status.textContent =
        next.txStatus === 'SUCCESS'
          ? `Executed in ${next.txHash}`
          : next.txStatus === 'CANCELLED'
            ? 'Rejected'
            : next.txStatus;
    } catch (error) {
      status.textContent = `Failed: ${(error as Error).message}`;
    }
  };
  execute.addEventListener('click', () => void settle('execute'));
  reject.addEventListener('click', () => void settle('reject'));
  proposals.append(
    element('article', { className: 'proposal', testId: 'safe-host-proposal' }, [
      element('p', {}, [`Send ${call.value} wei to `, element('code', {}, [call.to])]),
      element('p', {}, ['safeTxHash ', element('code', {}, [state.safeTxHash])]),
      status,
      execute,
      reject,
    ]),
  );
}

async function answer(request: AppRequest): Promise<unknown> {
  switch (request.method) {
    case 'getSafeInfo':
      return { ...config.safe, isReadOnly: false };
    case 'rpcCall':
      return (await api<{ result: unknown }>('/api/rpc', request.params)).result;
    case 'sendTransactions': {
      const state = await api<ProposalState>('/api/proposals', request.params);
      const [call] = (request.params as { txs: { to: string; value: string }[] }).txs;
      if (call) showProposal(state, call);
      return { safeTxHash: state.safeTxHash };
    }
    case 'getTxBySafeTxHash': {
      const { safeTxHash } = (request.params ?? {}) as { safeTxHash?: unknown };
      if (typeof safeTxHash !== 'string') throw new Error('getTxBySafeTxHash: no safeTxHash');
      return api<ProposalState>(`/api/proposals/${safeTxHash}`);
    }
    default:
      throw new Error(`The devnet Safe does not support ${request.method}`);
  }
}

window.addEventListener('message', (event: MessageEvent) => {
  if (event.source !== frame.contentWindow || event.origin !== appOrigin) return;
  const request = appRequest(event.data);
  if (typeof request === 'string') {
    problems.textContent = `Ignored a malformed message from the app: ${request}`;
    return;
  }
  answer(request).then(
    (data) => reply(request.id, { data }),
    (error: unknown) => reply(request.id, { error: error instanceof Error ? error.message : String(error) }),
  );
});

// The frame page's entry: refuses to run unless embedded by an allowed origin, then answers the host's calls.
import './frame.css';
import type { EmbeddedWalletError, FrameError } from '@gangway/protocol';
import { createApprovalUi } from './approval.ts';
import { applyTheme } from './frameTheme.ts';
import { createFrameWallet, toWalletError } from './frameWallet.ts';
import { openHostChannel } from './hostChannel.ts';
import { createLoginService } from './loginService.ts';
import { readPageConfig } from './pageConfig.ts';
import { createRpcCall } from './rpcProxy.ts';
import { createRevokeAtServer } from './sessionsApi.ts';

/** gangway-server's routes start one level above the page (…/embedded/frame → …/). */
const apiBase = new URL('../', window.location.href).toString();

function start(): void {
  const config = readPageConfig(document);
  const channel = openHostChannel(window, config.allowedOrigins);
  if (!channel) {
    document.body.dataset.refused = 'true';
    document.body.textContent = 'This page only runs inside an allowed site.';
    return;
  }
  const log = config.enableLogger
    ? (...args: unknown[]) => console.info('[gangway frame]', ...args)
    : () => undefined;
  // The system's mode until the host's theme arrives (syncTheme, right after ready).
  const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  applyTheme(document.documentElement, { themeMode: dark ? 'dark' : 'light', themeVariables: {} });
  const root = document.getElementById('approval') as HTMLElement;
  const approvals = createApprovalUi(root, channel.hostOrigin, {
    show: () => channel.event('approvalShow'),
    hide: () => channel.event('approvalHide'),
  });
  const wallet = createFrameWallet({
    projectId: config.projectId,
    hostOrigin: channel.hostOrigin,
    initialChainId: config.chainId,
    service: createLoginService(apiBase, config.projectId, {
      st: 'gangway-frame',
      sv: config.version ?? 'unknown',
    }),
    rpc: createRpcCall(apiBase, config.projectId),
    smartAccounts: { networks: config.smartAccountNetworks, sponsored: config.sponsoredNetworks },
    revokeAtServer: createRevokeAtServer(apiBase, config.projectId),
    storage: window.localStorage,
    approvals,
    debug: config.enableLogger,
    applyTheme: (theme) => applyTheme(document.documentElement, theme),
    onSignedOut: () => channel.event('signedOut'),
  });
  // A sign-out in another tab removes the session from the shared storage: 'storage' fires in every other tab.
  window.addEventListener('storage', (event) => {
    if (event.storageArea === window.localStorage) wallet.storedSessionChanged(event.key, event.newValue);
  });
  channel.listen(
    (request) => {
      log('request', request.method);
      wallet.handle(request.method, request.params).then(
        (result) => channel.reply(request.id, result),
        (error: unknown) => {
          const failure: EmbeddedWalletError = toWalletError(error, config.enableLogger);
          log('error', request.method, failure.message);
          const { code, apiCode, retryAfterSeconds, reason } = failure.details;
          const reply: FrameError = {
            message: failure.message.slice(0, 1_000),
            ...(code === undefined ? {} : { code }),
            ...(apiCode === undefined ? {} : { apiCode }),
            ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
            ...(reason === undefined ? {} : { reason: reason.slice(0, 1_000) }),
          };
          channel.fail(request.id, reply);
        },
      );
    },
    (reason) => log('invalid message refused', reason),
  );
  document.body.dataset.ready = 'true';
  channel.event('ready');
}

start();

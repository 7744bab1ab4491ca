import {
  ALERTS,
  FRAME_CHANNEL,
  FRAME_REQUEST_TIMEOUT_MS,
  IFRAME_LOAD_TIMEOUT_MS,
  IFRAME_READY_DELAY_MS,
  SIGN_OUT_TIMEOUT_MS,
} from '@gangway/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrameClient, type FrameArea, type FrameEnvironment } from './frameClient.ts';

const FRAME_ORIGIN = 'https://wallet.example';
const SRC = `${FRAME_ORIGIN}/embedded/frame?projectId=demo`;

interface Posted {
  message: { id: string; method: string; params: unknown };
  targetOrigin: string;
}

function fakeEnvironment() {
  const frameWindow = { name: 'frame' };
  const posted: Posted[] = [];
  let handler: ((event: { origin: string; source: unknown; data: unknown }) => void) | undefined;
  let shownAt: FrameArea | null = null;
  let ids = 0;
  const environment: FrameEnvironment = {
    mount: () => ({
      target: {
        postMessage: (message, targetOrigin) =>
          posted.push({ message: message as Posted['message'], targetOrigin }),
      },
      source: () => frameWindow,
      place: (area) => {
        shownAt = area;
      },
      focus: () => undefined,
      remove: () => undefined,
    }),
    listen: (next) => {
      handler = next;
      return () => {
        handler = undefined;
      };
    },
    randomId: () => `id-${String(++ids).padStart(8, '0')}`,
  };
  const deliver = (data: unknown, origin = FRAME_ORIGIN, source: unknown = frameWindow) =>
    handler?.({ origin, source, data });
  const fromFrame = (data: object) => deliver({ channel: FRAME_CHANNEL, ...data });
  return { environment, posted, deliver, fromFrame, frameWindow, shownAt: () => shownAt };
}

async function readyClient(fake: ReturnType<typeof fakeEnvironment>, onFailure?: (failure: string) => void) {
  const client = createFrameClient({
    src: SRC,
    environment: fake.environment,
    ...(onFailure ? { onFailure } : {}),
  });
  fake.fromFrame({ kind: 'event', event: 'ready' });
  await vi.advanceTimersByTimeAsync(IFRAME_READY_DELAY_MS);
  await client.ready;
  return client;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('frame client', () => {
  it('is ready only IFRAME_READY_DELAY_MS after the ready signal', async () => {
    const fake = fakeEnvironment();
    const client = createFrameClient({ src: SRC, environment: fake.environment });
    let ready = false;
    void client.ready.then(() => {
      ready = true;
    });
    fake.fromFrame({ kind: 'event', event: 'ready' });
    await vi.advanceTimersByTimeAsync(IFRAME_READY_DELAY_MS - 1);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
  });

  it('fails with iframe_load_failed when the frame does not signal ready within IFRAME_LOAD_TIMEOUT_MS', async () => {
    const fake = fakeEnvironment();
    const failures: string[] = [];
    const client = createFrameClient({
      src: SRC,
      environment: fake.environment,
      onFailure: (f) => failures.push(f),
    });
    const outcome = client.ready.catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(IFRAME_LOAD_TIMEOUT_MS);
    expect(await outcome).toMatchObject({ message: ALERTS.IFRAME_LOAD_FAILED.shortMessage });
    expect(failures).toEqual(['iframe_load_failed']);
  });

  it('posts each call with a fresh id to the frame origin only, and takes the matching reply', async () => {
    const fake = fakeEnvironment();
    const client = await readyClient(fake);
    const first = client.request('isConnected', {});
    const second = client.request('connectEmail', { email: 'ada@example.com' });
    await vi.advanceTimersByTimeAsync(0);
    const [a, b] = fake.posted;
    expect(a?.targetOrigin).toBe(FRAME_ORIGIN);
    expect(a?.message.id).not.toBe(b?.message.id);
    fake.fromFrame({ kind: 'reply', id: b?.message.id, ok: true, result: { action: 'VERIFY_OTP' } });
    fake.fromFrame({ kind: 'reply', id: a?.message.id, ok: true, result: { isConnected: true } });
    expect(await second).toEqual({ action: 'VERIFY_OTP' });
    expect(await first).toEqual({ isConnected: true });
  });

  it('ignores replies from another origin or another window, and rejects malformed ones', async () => {
    const fake = fakeEnvironment();
    const invalid: string[] = [];
    const client = createFrameClient({
      src: SRC,
      environment: fake.environment,
      onInvalid: (r) => invalid.push(r),
    });
    fake.fromFrame({ kind: 'event', event: 'ready' });
    await vi.advanceTimersByTimeAsync(IFRAME_READY_DELAY_MS);
    let settled = false;
    const call = client.request('isConnected', {}).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    const id = fake.posted[0]?.message.id;
    const forged = { channel: FRAME_CHANNEL, kind: 'reply', id, ok: true, result: { isConnected: true } };
    fake.deliver(forged, 'https://evil.example');
    fake.deliver(forged, FRAME_ORIGIN, { name: 'another window' });
    fake.fromFrame({ kind: 'reply', id, ok: 'yes' });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    expect(invalid).toHaveLength(1);
    // A reply whose result breaks the method's schema is not used.
    fake.fromFrame({ kind: 'reply', id, ok: true, result: { isConnected: 'maybe' } });
    await expect(call).rejects.toThrow('An error occurred');
  });

  it('an error reply carries the message and codes', async () => {
    const fake = fakeEnvironment();
    const client = await readyClient(fake);
    const call = client.request('connectOtp', { otp: '123456' });
    await vi.advanceTimersByTimeAsync(0);
    fake.fromFrame({
      kind: 'reply',
      id: fake.posted[0]?.message.id,
      ok: false,
      error: { message: 'Invalid code', apiCode: 'OTP_INVALID' },
    });
    await expect(call).rejects.toMatchObject({
      message: 'Invalid code',
      details: { apiCode: 'OTP_INVALID' },
    });
  });

  it('login calls time out after FRAME_REQUEST_TIMEOUT_MS with iframe_request_timeout; sign-out after 3 s', async () => {
    const fake = fakeEnvironment();
    const failures: string[] = [];
    const client = await readyClient(fake, (failure) => failures.push(failure));
    const login = client.request('connectEmail', { email: 'ada@example.com' }).catch((error: Error) => error);
    const signOut = client.request('signOut', {}).catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(SIGN_OUT_TIMEOUT_MS);
    expect(await signOut).toMatchObject({ message: ALERTS.IFRAME_REQUEST_TIMEOUT.shortMessage });
    await vi.advanceTimersByTimeAsync(FRAME_REQUEST_TIMEOUT_MS - SIGN_OUT_TIMEOUT_MS);
    expect(await login).toMatchObject({ message: ALERTS.IFRAME_REQUEST_TIMEOUT.shortMessage });
    expect(failures).toEqual(['iframe_request_timeout', 'iframe_request_timeout']);
  });

  it('RPC requests wait for approval without a deadline; the frame shows only in its area while one waits', async () => {
    const fake = fakeEnvironment();
    const client = await readyClient(fake);
    let settled = false;
    const call = client
      .request('rpcRequest', { method: 'personal_sign', params: [] })
      .catch((error: Error) => {
        settled = true;
        return error;
      });
    fake.fromFrame({ kind: 'event', event: 'approvalShow' });
    expect(client.approvalPending).toBe(true);
    expect(fake.shownAt()).toBeNull();
    const area = { top: 100, left: 50, width: 360, height: 420 };
    client.place(area);
    expect(fake.shownAt()).toEqual(area);
    await vi.advanceTimersByTimeAsync(FRAME_REQUEST_TIMEOUT_MS * 2);
    expect(settled).toBe(false);
    expect(client.pendingCount).toBe(1);
    client.rejectPending(new Error('Modal closed'));
    expect(await call).toMatchObject({ message: 'Modal closed' });
    fake.fromFrame({ kind: 'event', event: 'approvalHide' });
    expect(client.approvalPending).toBe(false);
    expect(fake.shownAt()).toBeNull();
    fake.fromFrame({ kind: 'event', event: 'approvalShow' });
    expect(fake.shownAt()).toEqual(area);
    client.place(null);
    expect(fake.shownAt()).toBeNull();
  });
});

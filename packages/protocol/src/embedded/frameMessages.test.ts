import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  FRAME_CHANNEL,
  FRAME_METHODS,
  FRAME_RESULTS,
  FrameToHostSchema,
  isFrameChannel,
  parseFrameRequest,
} from './frameMessages.ts';

const request = (method: string, params: unknown, id = 'abcdef0123456789') => ({
  channel: FRAME_CHANNEL,
  kind: 'request',
  id,
  method,
  params,
});

describe('frame requests', () => {
  it('accepts each SPEC §7 call with well-formed parameters', () => {
    const valid: Record<string, unknown> = {
      syncDappData: {
        metadata: { name: 'App', description: '', url: 'https://app.example', icons: [] },
        sdkVersion: 'gangway-0.1.0',
        sdkType: 'gangway',
        projectId: 'demo',
        defaultAccountType: 'eoa',
      },
      syncTheme: { themeMode: 'dark', themeVariables: { '--gw-accent': '#123456' } },
      isConnected: {},
      getSmartAccountEnabledNetworks: {},
      switchNetwork: { chainId: 'eip155:31337' },
      getUser: {},
      setPreferredAccountType: { accountType: 'smartAccount', chainId: 'eip155:1' },
      connectEmail: { email: 'Ada@Example.com' },
      connectOtp: { otp: '654321' },
      getSocialRedirectUri: { provider: 'github' },
      connectSocial: { uri: 'https://idp.example/authorize?x=1', code: 'c'.repeat(43) },
      getFarcasterUri: {},
      connectFarcaster: { url: 'https://farcaster.xyz/~/siwf?channelToken=abc', chainId: 'eip155:1' },
      updateEmail: { newEmail: 'new@example.com' },
      updateEmailPrimaryOtp: { otp: '111111' },
      updateEmailSecondaryOtp: { otp: '222222' },
      signOut: {},
      signOutEverywhere: {},
      rpcRequest: { method: 'personal_sign', params: ['0x68', '0x0'], chainId: 'eip155:1' },
      rejectPending: {},
      abandonSocial: {},
    };
    expect(Object.keys(valid).sort()).toEqual([...FRAME_METHODS].sort());
    for (const method of FRAME_METHODS) {
      const parsed = parseFrameRequest(request(method, valid[method]));
      expect(parsed, method).toMatchObject({ ok: true });
    }
  });

  it('lower-cases e-mail addresses and refuses malformed ones (SPEC §5)', () => {
    expect(parseFrameRequest(request('connectEmail', { email: 'Ada@Example.com' }))).toMatchObject({
      ok: true,
      request: { params: { email: 'ada@example.com' } },
    });
    for (const email of ['', 'ada', 'ada@', '@example.com', 'a b@example.com'])
      expect(parseFrameRequest(request('connectEmail', { email })).ok, email).toBe(false);
  });

  it('answers a Farcaster channel url that is https (http on loopback only)', () => {
    const url = (value: string) => z.safeParse(FRAME_RESULTS.getFarcasterUri, { url: value }).success;
    expect(url('https://farcaster.xyz/~/siwf?channelToken=abc')).toBe(true);
    expect(url('http://127.0.0.1:4000/farcaster?channelToken=abc')).toBe(true);
    expect(url('javascript:alert(1)')).toBe(false);
    expect(url('http://farcaster.example/~/siwf')).toBe(false);
  });

  it('refuses social providers outside SPEC §5 (farcaster has its own flow) and theme modes other than light or dark', () => {
    expect(parseFrameRequest(request('getSocialRedirectUri', { provider: 'farcaster' })).ok).toBe(false);
    expect(parseFrameRequest(request('syncTheme', { themeMode: 'blue', themeVariables: {} })).ok).toBe(false);
  });

  it('names the id of a request whose envelope is right but whose parameters are not', () => {
    expect(parseFrameRequest(request('connectOtp', { otp: '12' }))).toMatchObject({
      ok: false,
      id: 'abcdef0123456789',
    });
  });

  it('refuses any malformed message without throwing', () => {
    const anything = fc.anything({ withNullPrototype: true, withObjectString: true });
    const envelopes = fc.record(
      {
        channel: fc.oneof(fc.constant(FRAME_CHANNEL), anything),
        kind: fc.oneof(fc.constantFrom('request', 'reply', 'event'), anything),
        id: fc.oneof(fc.string(), anything),
        method: fc.oneof(fc.constantFrom(...FRAME_METHODS, 'eval', '__proto__'), anything),
        params: anything,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(anything, envelopes), (data) => {
        const parsed = parseFrameRequest(data);
        if (!parsed.ok) return;
        // Whatever passed has a known method, a well-formed id and parameters that pass that method's schema.
        expect(FRAME_METHODS).toContain(parsed.request.method);
        expect(parsed.request.id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses ids that are not random-id shaped', () => {
    fc.assert(
      fc.property(
        fc.string().filter((id) => !/^[A-Za-z0-9_-]{8,64}$/.test(id)),
        (id) => !parseFrameRequest(request('isConnected', {}, id)).ok,
      ),
    );
  });
});

describe('frame replies and events', () => {
  it('accepts replies and the four events, and nothing else', () => {
    const ok = { channel: FRAME_CHANNEL, kind: 'reply', id: 'abcdef0123456789', ok: true, result: {} };
    const failed = { ...ok, ok: false, error: { message: 'Invalid code', apiCode: 'OTP_INVALID' } };
    expect(z.safeParse(FrameToHostSchema, ok).success).toBe(true);
    expect(z.safeParse(FrameToHostSchema, failed).success).toBe(true);
    for (const event of ['ready', 'approvalShow', 'approvalHide', 'signedOut'])
      expect(z.safeParse(FrameToHostSchema, { channel: FRAME_CHANNEL, kind: 'event', event }).success).toBe(
        true,
      );
    expect(z.safeParse(FrameToHostSchema, { ...ok, ok: false }).success).toBe(false);
    expect(
      z.safeParse(FrameToHostSchema, { channel: FRAME_CHANNEL, kind: 'event', event: 'x' }).success,
    ).toBe(false);
  });

  it('rejects arbitrary values claiming the channel', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (extra) => {
        const data = { ...extra, channel: FRAME_CHANNEL };
        expect(isFrameChannel(data)).toBe(true);
        const parsed = z.safeParse(FrameToHostSchema, data);
        if (parsed.success) expect(['reply', 'event']).toContain(parsed.data.kind);
      }),
    );
  });

  it('lets the host navigate to https provider addresses only (http on loopback: devnet)', () => {
    const uri = (value: string) => z.safeParse(FRAME_RESULTS.getSocialRedirectUri, { uri: value }).success;
    for (const allowed of [
      'https://accounts.google.com/o/oauth2/v2/auth?x=1',
      'http://127.0.0.1:8790/auth?state=s',
      'http://localhost:8790/auth',
      'http://[::1]:8790/auth',
    ])
      expect(uri(allowed), allowed).toBe(true);
    for (const refused of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://accounts.example.com/auth',
      'http://127.0.0.1.evil.example/auth',
      'file:///etc/passwd',
      'blob:https://evil.example/1',
      'ftp://example.com/',
      'not a url',
    ])
      expect(uri(refused), refused).toBe(false);
  });

  it('checks the user a login answers with', () => {
    const user = {
      email: 'ada@example.com',
      socialProvider: null,
      userName: null,
      address: '0x0000000000000000000000000000000000000001',
      chainId: 'eip155:1',
      accounts: [{ namespace: 'eip155', address: '0x0000000000000000000000000000000000000001', type: 'eoa' }],
      preferredAccountType: 'eoa',
    };
    expect(z.safeParse(FRAME_RESULTS.connectOtp, user).success).toBe(true);
    expect(z.safeParse(FRAME_RESULTS.connectOtp, { ...user, chainId: 'nope' }).success).toBe(false);
  });
});

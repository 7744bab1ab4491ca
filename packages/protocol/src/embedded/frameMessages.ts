// SPEC §3, §7: the messages between the host page (core's frame client) and the embedded-wallet frame. One
// definition, imported by both sides; each side checks event.origin and validates every message against these
// schemas before acting on it (SPEC §5, ARCHITECTURE §5.4).
import * as z from 'zod/mini';
import {
  AccountTypeSchema,
  EmailSchema,
  EmailStartResponseSchema,
  EmailUpdateStepResponseSchema,
  EmbeddedAccountSchema,
  OtpSchema,
  ProviderUrlSchema,
  SocialCompletionCodeSchema,
  SocialLoginSchema,
  SocialProviderSchema,
} from '../api/schemas/embedded.ts';
import { CaipNetworkIdSchema, ProjectIdSchema } from '../api/schemas/primitives.ts';
import { CHAIN_NAMESPACES } from '../caip/namespaces.ts';

/** Every message of the protocol carries this tag; other postMessage traffic in the page is not ours. */
export const FRAME_CHANNEL = 'gangway:frame';

/** A message id: random (crypto.randomUUID() on the host side). */
export const MessageIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be a message id'));

const ShortText = (max: number) => z.string().check(z.maxLength(max));
const HttpUrl = z.url('Invalid url');

/** SPEC §3 dapp data sync. */
export const DappDataSchema = z.object({
  metadata: z.object({
    name: ShortText(200),
    description: ShortText(1_000),
    url: ShortText(2_000),
    icons: z.array(ShortText(2_000)).check(z.maxLength(10)),
  }),
  sdkVersion: ShortText(64),
  sdkType: ShortText(64),
  projectId: ProjectIdSchema,
  /** The app's defaultAccountTypes.eip155 (SPEC §3): the account the wallet presents until the visitor switches. */
  defaultAccountType: z.optional(AccountTypeSchema),
});

/** SPEC §3 theme sync. */
export const ThemeSyncSchema = z.object({
  themeMode: z.enum(['light', 'dark']),
  themeVariables: z.record(ShortText(100), z.union([ShortText(500), z.number()])),
  w3mThemeVariables: z.optional(z.record(ShortText(100), ShortText(500))),
});

/** SPEC §3 RPC request. `params` is the wallet method's own (checked by the frame's signer for that method). */
export const RpcRequestSchema = z.object({
  method: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,99}$/, 'must be an RPC method name')),
  params: z.optional(z.unknown()),
  chainId: z.optional(CaipNetworkIdSchema),
  chainNamespace: z.optional(z.enum(CHAIN_NAMESPACES)),
});
export type RpcRequest = z.infer<typeof RpcRequestSchema>;

const Empty = z.object({});

/** The parameters of each call (SPEC §7), by method name. */
export const FRAME_PARAMS = {
  syncDappData: DappDataSchema,
  syncTheme: ThemeSyncSchema,
  isConnected: Empty,
  getSmartAccountEnabledNetworks: Empty,
  switchNetwork: z.object({ chainId: CaipNetworkIdSchema }),
  getUser: z.object({ chainId: z.optional(CaipNetworkIdSchema) }),
  /** SPEC §6 account switch (eip155): which of the user's accounts the wallet presents; a smart account only where enabled. */
  setPreferredAccountType: z.object({
    accountType: AccountTypeSchema,
    chainId: z.optional(CaipNetworkIdSchema),
  }),
  connectEmail: z.object({ email: EmailSchema }),
  connectOtp: z.object({ otp: OtpSchema }),
  /** SPEC §3 social redirect request; `returnTo` only for the redirect flow (the host page to come back to). */
  getSocialRedirectUri: z.object({ provider: SocialProviderSchema, returnTo: z.optional(HttpUrl) }),
  /**
   * SPEC §3 social connect: `uri` is the provider address the popup was sent to, or (redirect flow) the host page's
   * address as the server sent the visitor back, carrying the attempt's state; `code` the completion code this
   * browser received (posted by the popup's last page, or in the returned address).
   */
  connectSocial: z.object({
    uri: HttpUrl,
    code: SocialCompletionCodeSchema,
    preferredAccountType: z.optional(AccountTypeSchema),
    chainId: z.optional(CaipNetworkIdSchema),
  }),
  /** SPEC §2 ConnectingFarcaster: the frame opens a sign-in channel through gangway-server; the host shows its url. */
  getFarcasterUri: Empty,
  /**
   * The channel's outcome, polled by the host: null while the visitor has not approved in a Farcaster client, the user
   * once the server verified the signed message (the login is then complete).
   */
  connectFarcaster: z.object({
    /** The channel url getFarcasterUri answered: the attempt the host is waiting for. */
    url: ProviderUrlSchema,
    chainId: z.optional(CaipNetworkIdSchema),
  }),
  updateEmail: z.object({ newEmail: EmailSchema }),
  updateEmailPrimaryOtp: z.object({ otp: OtpSchema }),
  updateEmailSecondaryOtp: z.object({ otp: OtpSchema }),
  signOut: Empty,
  /** Revokes every session of the user (every device), this one included. */
  signOutEverywhere: Empty,
  rpcRequest: RpcRequestSchema,
  /** The host gave up on the requests it sent (modal closed, not-allowed): unsafe ones still waiting are refused. */
  rejectPending: Empty,
  /**
   * The host gave up on the social login under way (popup closed), or with `farcasterUrl` on that Farcaster sign-in
   * (ConnectingFarcaster left): the frame forgets it.
   */
  abandonSocial: z.object({ farcasterUrl: z.optional(ProviderUrlSchema) }),
} as const;
export type FrameMethod = keyof typeof FRAME_PARAMS;
export const FRAME_METHODS = Object.keys(FRAME_PARAMS) as FrameMethod[];
export type FrameParams<M extends FrameMethod> = z.infer<(typeof FRAME_PARAMS)[M]>;

/** SPEC §3 User (embedded wallet), as the frame reports it for the chain asked about. */
export const FrameUserSchema = z.object({
  email: z.nullable(ShortText(254)),
  socialProvider: z.nullable(SocialLoginSchema),
  userName: z.nullable(ShortText(200)),
  /** The account on `chainId`'s namespace. */
  address: ShortText(100),
  chainId: CaipNetworkIdSchema,
  accounts: z.array(EmbeddedAccountSchema).check(z.maxLength(10)),
  preferredAccountType: AccountTypeSchema,
  smartAccountDeployed: z.optional(z.boolean()),
});
export type FrameUser = z.infer<typeof FrameUserSchema>;

/** What each call answers with, checked by the host before it is used. */
export const FRAME_RESULTS = {
  syncDappData: Empty,
  syncTheme: Empty,
  isConnected: z.object({ isConnected: z.boolean() }),
  getSmartAccountEnabledNetworks: z.object({
    smartAccountEnabledNetworks: z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(1_000)),
  }),
  switchNetwork: z.object({ chainId: CaipNetworkIdSchema }),
  getUser: FrameUserSchema,
  setPreferredAccountType: FrameUserSchema,
  connectEmail: EmailStartResponseSchema,
  connectOtp: FrameUserSchema,
  /** The host navigates to it: https only (http on loopback, devnet's provider). */
  getSocialRedirectUri: z.object({ uri: ProviderUrlSchema }),
  connectSocial: FrameUserSchema,
  /** The host shows it as a QR code and opens it as a link: https only (http on loopback, devnet's client page). */
  getFarcasterUri: z.object({ url: ProviderUrlSchema }),
  connectFarcaster: z.object({ user: z.nullable(FrameUserSchema) }),
  updateEmail: EmailUpdateStepResponseSchema,
  updateEmailPrimaryOtp: EmailUpdateStepResponseSchema,
  updateEmailSecondaryOtp: FrameUserSchema,
  signOut: Empty,
  signOutEverywhere: Empty,
  rpcRequest: z.object({ result: z.unknown() }),
  rejectPending: Empty,
  abandonSocial: Empty,
} as const satisfies Record<FrameMethod, z.ZodMiniType>;
export type FrameResult<M extends FrameMethod> = z.infer<(typeof FRAME_RESULTS)[M]>;

/** A call from the host to the frame. */
export const FrameRequestSchema = z.object({
  channel: z.literal(FRAME_CHANNEL),
  kind: z.literal('request'),
  id: MessageIdSchema,
  method: z.enum(FRAME_METHODS as [FrameMethod, ...FrameMethod[]]),
  params: z.unknown(),
});
export type FrameRequest<M extends FrameMethod = FrameMethod> = {
  channel: typeof FRAME_CHANNEL;
  kind: 'request';
  id: string;
  method: M;
  params: FrameParams<M>;
};

/** Why a call failed: the message the host shows or throws (SPEC §8), and an EIP-1193 / JSON-RPC code for RPC. */
export const FrameErrorSchema = z.object({
  message: ShortText(1_000),
  code: z.optional(z.number().check(z.int())),
  /** The login service's error code (apiError.ts) when the call failed there. */
  apiCode: z.optional(ShortText(64)),
  retryAfterSeconds: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** In debug mode only: the login service's reason for a failure of its own (a mail that did not go out). */
  reason: z.optional(ShortText(1_000)),
});
export type FrameError = z.infer<typeof FrameErrorSchema>;

export const FrameReplySchema = z.discriminatedUnion('ok', [
  z.object({
    channel: z.literal(FRAME_CHANNEL),
    kind: z.literal('reply'),
    id: MessageIdSchema,
    ok: z.literal(true),
    result: z.unknown(),
  }),
  z.object({
    channel: z.literal(FRAME_CHANNEL),
    kind: z.literal('reply'),
    id: MessageIdSchema,
    ok: z.literal(false),
    error: FrameErrorSchema,
  }),
]);
export type FrameReply = z.infer<typeof FrameReplySchema>;

/**
 * Events the frame sends unasked: ready (it listens), approval show / hide (the host shows the frame while an
 * unsafe request waits for the visitor inside it), signedOut (the session ended: revoked, expired, another tab).
 */
export const FRAME_EVENTS = ['ready', 'approvalShow', 'approvalHide', 'signedOut'] as const;
export type FrameEventName = (typeof FRAME_EVENTS)[number];
export const FrameEventSchema = z.object({
  channel: z.literal(FRAME_CHANNEL),
  kind: z.literal('event'),
  event: z.enum(FRAME_EVENTS),
});
export type FrameEvent = z.infer<typeof FrameEventSchema>;

/** Everything the frame may post to the host. */
export const FrameToHostSchema = z.union([FrameReplySchema, FrameEventSchema]);
export type FrameToHost = z.infer<typeof FrameToHostSchema>;

/** Whether a posted value claims to be ours (then it must pass the schema, or it is rejected as invalid). */
export function isFrameChannel(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && (data as { channel?: unknown }).channel === FRAME_CHANNEL
  );
}

/** A request checked whole: envelope and the method's parameters. */
export function parseFrameRequest(
  data: unknown,
): { ok: true; request: FrameRequest } | { ok: false; id?: string; reason: string } {
  const envelope = z.safeParse(FrameRequestSchema, data);
  if (!envelope.success) return { ok: false, reason: z.prettifyError(envelope.error) };
  const { method, id } = envelope.data;
  const params = z.safeParse(FRAME_PARAMS[method] as z.ZodMiniType, envelope.data.params);
  if (!params.success) return { ok: false, id, reason: z.prettifyError(params.error) };
  return { ok: true, request: { ...envelope.data, params: params.data } as FrameRequest };
}

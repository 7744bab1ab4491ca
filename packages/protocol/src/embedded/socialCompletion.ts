// The popup flow's last step (SPEC §2): gangway-server's callback page posts the one-time completion code to the
// window that opened the popup, at the host origin the login started from, and nowhere else. The host passes it to
// the frame, whose verifier and device id go with it to /social/finish. One definition for the page and the host.
import * as z from 'zod/mini';
import { SocialCompletionCodeSchema } from '../api/schemas/embedded.ts';

export const SOCIAL_COMPLETION_CHANNEL = 'gangway:social';

export const SocialCompletionMessageSchema = z.object({
  channel: z.literal(SOCIAL_COMPLETION_CHANNEL),
  code: SocialCompletionCodeSchema,
});
export type SocialCompletionMessage = z.infer<typeof SocialCompletionMessageSchema>;

/**
 * Resolves with the code once the popup posts it: only a message whose source is `popup` and whose origin is the
 * login service's (`serviceOrigin`) counts. `stop()` removes the listener.
 */
export function completionCodeFrom(
  scope: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  popup: unknown,
  serviceOrigin: string,
): { code: Promise<string>; stop(): void } {
  let listener: ((event: MessageEvent) => void) | undefined;
  const code = new Promise<string>((resolve) => {
    listener = (event: MessageEvent) => {
      if (event.source !== popup || event.origin !== serviceOrigin) return;
      const parsed = z.safeParse(SocialCompletionMessageSchema, event.data);
      if (parsed.success) resolve(parsed.data.code);
    };
    scope.addEventListener('message', listener);
  });
  return {
    code,
    stop: () => {
      if (listener) scope.removeEventListener('message', listener);
    },
  };
}

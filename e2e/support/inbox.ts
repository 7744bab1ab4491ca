// The devnet inbox as the specs read it: the code of the newest mail to an address, waiting for it to arrive.
import { otpCodeOf, type ReceivedMail } from '@gangway/devnet';
import { readStack } from './stackInfo.ts';

const POLL_MS = 100;

/** The newest mail to `email` received at or after `since` (Unix ms; default: any), within `timeoutMs`. */
export async function waitForMail(email: string, since = 0, timeoutMs = 10_000): Promise<ReceivedMail> {
  const url = `${readStack().inboxUrl}/messages?to=${encodeURIComponent(email)}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { messages } = (await (await fetch(url)).json()) as { messages: ReceivedMail[] };
    const newest = messages.find((mail) => mail.receivedAt >= since);
    if (newest) return newest;
    if (Date.now() > deadline)
      throw new Error(`No mail to ${email} in the devnet inbox within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The one-time code of the newest mail to `email` received at or after `since`. */
export async function waitForCode(email: string, since = 0, timeoutMs = 10_000): Promise<string> {
  const mail = await waitForMail(email, since, timeoutMs);
  const code = otpCodeOf(mail);
  if (!code) throw new Error(`The mail "${mail.subject}" to ${email} holds no code`);
  return code;
}

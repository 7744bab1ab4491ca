// SPEC §4 e-mail update as a small state machine: the new address, the code mailed to the current address
// (primary), the code mailed to the new one (secondary), done. Kept apart from the view so it can be tested alone.
import type { FrameUser } from '@gangway/protocol';

export type UpdateEmailStep =
  | { step: 'address' }
  | { step: 'primary'; newEmail: string }
  | { step: 'secondary'; newEmail: string }
  | { step: 'done'; email: string };

export interface UpdateEmailCalls {
  updateEmail(params: { newEmail: string }): Promise<{ action: string }>;
  updateEmailPrimaryOtp(params: { otp: string }): Promise<{ action: string }>;
  updateEmailSecondaryOtp(params: { otp: string }): Promise<FrameUser>;
}

/** The new address: a code goes to the current address. Failures (EMAIL_IN_USE, cooldown) reject with SPEC §8's text. */
export async function submitAddress(calls: UpdateEmailCalls, newEmail: string): Promise<UpdateEmailStep> {
  await calls.updateEmail({ newEmail });
  return { step: 'primary', newEmail };
}

/** A code of the current step; the next step, or the same one again on a wrong code (the rejection). */
export async function submitCode(
  calls: UpdateEmailCalls,
  current: UpdateEmailStep,
  otp: string,
): Promise<UpdateEmailStep> {
  if (current.step === 'primary') {
    await calls.updateEmailPrimaryOtp({ otp });
    return { step: 'secondary', newEmail: current.newEmail };
  }
  if (current.step === 'secondary') {
    const user = await calls.updateEmailSecondaryOtp({ otp });
    return { step: 'done', email: user.email ?? current.newEmail };
  }
  return current;
}

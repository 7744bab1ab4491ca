import type { FrameUser } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { submitAddress, submitCode, type UpdateEmailCalls } from './updateEmailSteps.ts';

const user = (email: string): FrameUser => ({
  email,
  socialProvider: null,
  userName: null,
  address: '0x00000000000000000000000000000000000000aa',
  chainId: 'eip155:1' as FrameUser['chainId'],
  accounts: [],
  preferredAccountType: 'eoa',
});

/** A login service in memory: the primary code is 111111, the secondary 222222. */
function service() {
  const calls: string[] = [];
  const value: UpdateEmailCalls = {
    updateEmail: async ({ newEmail }) => {
      calls.push(`update:${newEmail}`);
      if (newEmail === 'taken@example.com') throw new Error('This e-mail address is used by another account');
      return { action: 'VERIFY_PRIMARY_OTP' };
    },
    updateEmailPrimaryOtp: async ({ otp }) => {
      calls.push(`primary:${otp}`);
      if (otp !== '111111') throw new Error('Invalid code');
      return { action: 'VERIFY_SECONDARY_OTP' };
    },
    updateEmailSecondaryOtp: async ({ otp }) => {
      calls.push(`secondary:${otp}`);
      if (otp !== '222222') throw new Error('Invalid code');
      return user('new@example.com');
    },
  };
  return { value, calls };
}

describe('UpdateEmailWallet steps (SPEC §4)', () => {
  it('goes address → primary code → secondary code → done, staying on a step when its code is wrong', async () => {
    const { value, calls } = service();
    let step = await submitAddress(value, 'new@example.com');
    expect(step).toEqual({ step: 'primary', newEmail: 'new@example.com' });
    await expect(submitCode(value, step, '000000')).rejects.toThrow('Invalid code');
    step = await submitCode(value, step, '111111');
    expect(step).toEqual({ step: 'secondary', newEmail: 'new@example.com' });
    await expect(submitCode(value, step, '111111')).rejects.toThrow('Invalid code');
    step = await submitCode(value, step, '222222');
    expect(step).toEqual({ step: 'done', email: 'new@example.com' });
    expect(calls).toEqual([
      'update:new@example.com',
      'primary:000000',
      'primary:111111',
      'secondary:111111',
      'secondary:222222',
    ]);
  });

  it('an address in use is refused before any code is asked for', async () => {
    const { value, calls } = service();
    await expect(submitAddress(value, 'taken@example.com')).rejects.toThrow(
      'This e-mail address is used by another account',
    );
    expect(calls).toEqual(['update:taken@example.com']);
  });
});

import { describe, expect, it } from 'vitest';
import { mailboxOf } from './mailbox.ts';

describe('mailboxOf', () => {
  it('folds +tags, case and (where the domain ignores them) dots into one inbox', () => {
    for (const address of ['ada@example.com', 'Ada+1@Example.com', 'ada+news+x@example.com.'])
      expect(mailboxOf(address), address).toEqual({ address: 'ada@example.com', domain: 'example.com' });
    for (const address of ['a.d.a@gmail.com', 'ada+x@googlemail.com', 'A.DA@GMAIL.COM'])
      expect(mailboxOf(address).address, address).toBe('ada@gmail.com');
  });

  it('keeps dots where the domain does not ignore them, and a leading + as it is', () => {
    expect(mailboxOf('a.da@example.com').address).toBe('a.da@example.com');
    expect(mailboxOf('+ada@example.com').address).toBe('+ada@example.com');
  });
});

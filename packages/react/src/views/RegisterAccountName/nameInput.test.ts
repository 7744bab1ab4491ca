import { describe, expect, it } from 'vitest';
import { labelOf, labelProblem } from './nameInput.ts';

describe('account name input (SPEC §5)', () => {
  it('accepts letters, digits and hyphens from 4 characters, in any script', () => {
    for (const label of ['alice', 'a-b-c', '2024', 'élan', '名前四つ字'])
      expect(labelProblem(label)).toBeUndefined();
  });

  it('names what is wrong: characters first, then length', () => {
    expect(labelProblem('')).toBe('nameTooShort');
    expect(labelProblem('abc')).toBe('nameTooShort');
    expect(labelProblem('ab_c')).toBe('nameCharacters');
    expect(labelProblem('a b c d')).toBe('nameCharacters');
    expect(labelProblem('alice.eth')).toBe('nameCharacters');
    expect(labelProblem('a'.repeat(64))).toBe('nameTooLong');
  });

  it("takes a suggestion's label off its zone", () => {
    expect(labelOf('alice1.gangway.id', 'gangway.id')).toBe('alice1');
    expect(labelOf('alice1', 'gangway.id')).toBe('alice1');
  });
});

import { describe, expect, it } from 'vitest';
import { monogramInitials, monogramSvg } from './monogram.ts';

describe('monograms', () => {
  it('takes two initials from words, camelCase and parentheses aside', () => {
    expect(monogramInitials('MetaMask')).toBe('MM');
    expect(monogramInitials('Trust Wallet')).toBe('TW');
    expect(monogramInitials('Base (formerly Coinbase Wallet)')).toBe('BA');
    expect(monogramInitials('USDC')).toBe('US');
    expect(monogramInitials('$')).toBe('$');
    expect(monogramInitials('')).toBe('?');
  });

  it('escapes the label and colours by id, the same every time', () => {
    const svg = monogramSvg('id-1', '<');
    expect(svg).toContain('&#60;');
    expect(svg).not.toContain('><<');
    expect(monogramSvg('id-1', 'x')).toBe(monogramSvg('id-1', 'x'));
    expect(monogramSvg('id-1', 'x')).not.toBe(monogramSvg('id-2', 'x'));
  });
});

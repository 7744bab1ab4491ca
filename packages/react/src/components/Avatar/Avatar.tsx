import type { CSSProperties } from 'react';

function hue(hex: string): number {
  return Number.parseInt(hex || '0', 16) % 360;
}

/** Two hues derived from the address, so one account always gets the same gradient. */
export function avatarColors(address: string): { from: string; to: string } {
  const hex = address.replace(/^0x/i, '').replace(/[^0-9a-f]/gi, '');
  const first = hue(hex.slice(0, 6));
  const second = (first + 40 + (hue(hex.slice(-6)) % 120)) % 360;
  return { from: `hsl(${first} 80% 62%)`, to: `hsl(${second} 75% 48%)` };
}

/** A decorative gradient disc standing for an account (the address itself is shown next to it). */
export function Avatar({ address, size }: { address: string; size: number }) {
  const { from, to } = avatarColors(address);
  const style = {
    width: size,
    height: size,
    '--gw-avatar-from': from,
    '--gw-avatar-to': to,
  } as CSSProperties;
  return <span className="gw-avatar" style={style} aria-hidden="true" />;
}

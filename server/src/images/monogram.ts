// Generated icons: up to two initials on a colour derived from the id, as a small SVG.
import { createHash } from 'node:crypto';

export function monogramInitials(label: string): string {
  const words = label
    .replace(/\(.*?\)/g, ' ')
    // camelCase names count as two words: MetaMask → MM.
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  const [first, second] = words;
  if (first && second) return `${[...first][0]}${[...second][0]}`.toUpperCase();
  if (first) return [...first].slice(0, 2).join('').toUpperCase();
  // No letters or digits (a currency sign): the label's first character.
  return [...label.trim()][0] ?? '?';
}

export function monogramSvg(id: string, label: string): string {
  const hue = createHash('sha256').update(id).digest().readUInt16BE(0) % 360;
  const initials = escapeXml(monogramInitials(label));
  const fontSize = initials.length > 1 ? 48 : 60;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">' +
    `<rect width="128" height="128" rx="28" fill="hsl(${hue}, 55%, 42%)"/>` +
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, sans-serif" font-size="${fontSize}" font-weight="600" fill="#ffffff">${initials}</text>` +
    '</svg>'
  );
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

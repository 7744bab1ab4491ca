// Content types of icon files, from their name and checked against their first bytes.
const BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

export const MAX_ICON_BYTES = 1024 * 1024;

/** The content type of an icon, or null when the bytes are not the image the name says. */
export function iconContentType(fileName: string, bytes: Uint8Array): string | null {
  const type = BY_EXTENSION[fileName.split('.').pop()?.toLowerCase() ?? ''];
  if (!type) return null;
  const head = Buffer.from(bytes.subarray(0, 512));
  const matches: Record<string, boolean> = {
    'image/png': head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    'image/jpeg': head[0] === 0xff && head[1] === 0xd8,
    'image/webp':
      head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
    'image/svg+xml':
      /<svg[\s>]/i.test(head.toString('utf8')) || /<svg[\s>]/i.test(Buffer.from(bytes).toString('utf8')),
  };
  return matches[type] ? type : null;
}

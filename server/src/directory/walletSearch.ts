// Ranking of a search text against wallet names: exact name, then name prefix, then word prefix, then
// substring, then the same with spaces and punctuation ignored ("metamask" finds "Meta Mask").

export interface SearchableName {
  lower: string;
  words: readonly string[];
  compact: string;
}

export function searchableName(name: string): SearchableName {
  const lower = name.toLowerCase();
  return { lower, words: lower.split(/[^\p{L}\p{N}]+/u).filter(Boolean), compact: compact(lower) };
}

/** Lower is better; null: no match. */
export function searchRank(name: SearchableName, query: string): number | null {
  const q = query.toLowerCase();
  if (name.lower === q) return 0;
  if (name.lower.startsWith(q)) return 1;
  if (name.words.some((word) => word.startsWith(q))) return 2;
  if (name.lower.includes(q)) return 3;
  const compactQuery = compact(q);
  if (compactQuery.length > 0 && name.compact.includes(compactQuery)) return 4;
  return null;
}

function compact(text: string): string {
  return text.replace(/[^\p{L}\p{N}]+/gu, '');
}

// What a V8 heap snapshot holds: self sizes by node type, and the compiled code (bytecode, baseline code) kept for
// each script. heapSnapshots.ts prints it for every snapshot it writes; on its own:
//   npx tsx bench/widget/heapSummary.ts <file.heapsnapshot>
import { readFile } from 'node:fs/promises';

interface Snapshot {
  snapshot: {
    meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

export interface HeapSummary {
  /** Self size by node type (code, string, object, closure…), bytes. */
  byType: Map<string, number>;
  /** Bytecode and compiled code by script URL ('' for code with no script), bytes. */
  codeByScript: Map<string, number>;
}

export function summariseHeap(snapshot: Snapshot): HeapSummary {
  const {
    node_fields: fields,
    node_types: [types],
    edge_fields: edgeFields,
    edge_types: [edgeTypes],
  } = snapshot.snapshot.meta;
  const { nodes, edges, strings } = snapshot;
  const width = fields.length;
  const edgeWidth = edgeFields.length;
  const [typeAt, nameAt, sizeAt, edgeCountAt] = ['type', 'name', 'self_size', 'edge_count'].map((field) =>
    fields.indexOf(field),
  ) as [number, number, number, number];
  const [edgeTypeAt, edgeNameAt, toAt] = ['type', 'name_or_index', 'to_node'].map((field) =>
    edgeFields.indexOf(field),
  ) as [number, number, number];
  const count = nodes.length / width;
  const firstEdge = new Uint32Array(count);
  for (let node = 0, edge = 0; node < count; node++) {
    firstEdge[node] = edge;
    edge += (nodes[node * width + edgeCountAt] ?? 0) * edgeWidth;
  }
  const name = (node: number) => strings[nodes[node * width + nameAt] ?? 0] ?? '';
  const size = (node: number) => nodes[node * width + sizeAt] ?? 0;
  /** The nodes `node` points at, by edge name (element and hidden edges by index). */
  const children = (node: number) => {
    const found = new Map<string, number>();
    const start = firstEdge[node] ?? 0;
    for (
      let edge = start;
      edge < start + (nodes[node * width + edgeCountAt] ?? 0) * edgeWidth;
      edge += edgeWidth
    ) {
      const kind = edgeTypes[edges[edge + edgeTypeAt] ?? 0];
      const label = edges[edge + edgeNameAt] ?? 0;
      const key = kind === 'element' || kind === 'hidden' ? `#${label}` : (strings[label] ?? '');
      found.set(key, (edges[edge + toAt] ?? 0) / width);
    }
    return found;
  };

  const byType = new Map<string, number>();
  const codeByScript = new Map<string, number>();
  for (let node = 0; node < count; node++) {
    const type = types[nodes[node * width + typeAt] ?? 0] ?? '?';
    byType.set(type, (byType.get(type) ?? 0) + size(node));
    if (!name(node).startsWith('system / SharedFunctionInfo')) continue;
    const links = children(node);
    const script = links.has('script')
      ? name(links.get('script') as number).replace('system / Script / ', '')
      : '';
    // A function's code: its bytecode, or its baseline code object with the instructions and the bytecode under it.
    let code = size(node);
    const data = links.get('trusted_function_data');
    if (data !== undefined) {
      code += size(data);
      const under = children(data);
      for (const key of ['instruction_stream', 'bytecode_or_interpreter_data', '#0']) {
        const child = under.get(key);
        if (child !== undefined && child !== node) code += size(child);
      }
    }
    codeByScript.set(script, (codeByScript.get(script) ?? 0) + code);
  }
  return { byType, codeByScript };
}

export function printHeapSummary(summary: HeapSummary, log: (line: string) => void = console.log): void {
  const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  log(
    '  self size by node type, KiB (V8 heap and the page\'s native objects; "used heap" counts V8\'s only)',
  );
  for (const [type, bytes] of sorted(summary.byType)) if (bytes >= 1024) log(`  ${kib(bytes)}  ${type}`);
  log("  functions' code kept by script, KiB");
  for (const [script, bytes] of sorted(summary.codeByScript))
    if (bytes >= 1024) log(`  ${kib(bytes)}  ${script.replace(/^https?:\/\/[^/]+/, '') || '(no script)'}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: npx tsx bench/widget/heapSummary.ts <file.heapsnapshot>');
  printHeapSummary(summariseHeap(JSON.parse(await readFile(file, 'utf8')) as Snapshot));
}

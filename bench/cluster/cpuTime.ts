// CPU time of a layout's processes, from /proc (Linux): what each group (the gangway-server instances, HAProxy,
// Redis, PostgreSQL, and this process — the load generator) spent over a stretch of the run. Wall-clock throughput
// on a machine other work shares says little; CPU-seconds per 1,000 requests says what each part costs.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_S = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

export interface CpuGroup {
  name: string;
  /** The group's processes now. */
  pids(): number[];
  /** Also counts the processes' children, living and ended (PostgreSQL's backends under its postmaster). */
  children?: boolean;
}

/** This process (autocannon and the relay clients run in it). */
export const LOAD_GENERATOR: CpuGroup = { name: 'load generator', pids: () => [process.pid] };

interface ProcStat {
  ppid: number;
  /** User and system time of the process itself (all its threads). */
  own: number;
  /** Of its children that ended and were waited for. */
  ended: number;
}

function procStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, so field n is at n - 3.
    const fields = text
      .slice(text.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const at = (field: number) => fields[field - 3] ?? 0;
    return { ppid: at(4), own: at(14) + at(15), ended: at(16) + at(17) };
  } catch {
    return undefined;
  }
}

function childrenOf(parents: ReadonlySet<number>): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = procStat(pid);
    if (stat && parents.has(stat.ppid)) found.push(pid);
  }
  return found;
}

/** Each group's CPU-seconds so far. */
export function cpuSnapshot(groups: readonly CpuGroup[]): Map<string, number> {
  const snapshot = new Map<string, number>();
  for (const group of groups) {
    const pids = group.pids();
    let ticks = 0;
    for (const pid of pids) {
      const stat = procStat(pid);
      if (!stat) continue;
      ticks += stat.own;
      if (group.children) ticks += stat.ended;
    }
    if (group.children) for (const child of childrenOf(new Set(pids))) ticks += procStat(child)?.own ?? 0;
    snapshot.set(group.name, (snapshot.get(group.name) ?? 0) + ticks / TICKS_PER_S);
  }
  return snapshot;
}

/** CPU-seconds each group spent between two snapshots. */
export function cpuSpent(before: Map<string, number>, after: Map<string, number>): Map<string, number> {
  return new Map([...after].map(([name, seconds]) => [name, seconds - (before.get(name) ?? 0)]));
}

/** The whole machine's busy CPU-seconds so far (every process's, ours and others'). */
export function machineBusySeconds(): number {
  const [line = ''] = readFileSync('/proc/stat', 'utf8').split('\n');
  const [, ...values] = line.trim().split(/\s+/).map(Number);
  // user nice system idle iowait irq softirq steal guest guest_nice: guests are counted in user and nice already.
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = values;
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_S;
}

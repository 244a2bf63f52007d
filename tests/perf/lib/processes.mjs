// What a process of the stack (or the edge) uses, read from /proc and from a service's /metrics: memory at rest after a
// phase, CPU time over a load run.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const round = (n) => Math.round(n * 10) / 10;
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** A process's resident memory (VmRSS) in MB: what the operating system gives it, garbage not yet collected included. */
export function residentMB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return round(Number(/^VmRSS:\s+(\d+) kB/m.exec(status)[1]) / 1024);
}

/** A service's V8 heap in use, in MB, from its /metrics (prom-client's default nodejs_heap_size_used_bytes). */
export async function heapUsedMB(serviceUrl) {
  const text = await (await fetch(`${serviceUrl}/metrics`)).text();
  const line = /^nodejs_heap_size_used_bytes(?:\{[^}]*\})? (\S+)$/m.exec(text);
  return line ? round(Number(line[1]) / 2 ** 20) : null;
}

/** CPU seconds (user and system) the processes have used so far, all their threads together. */
export function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th of them.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / ticksPerSecond;
}

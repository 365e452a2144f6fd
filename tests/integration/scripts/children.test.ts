/**
 * A stop of the stack's child (scripts/children.ts) reaches its whole process group: when the
 * child exits at once on SIGTERM (npx does) while a process it started is still closing (the
 * content API under tsx), the stop resolves only once that process is gone too.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stopChild } from '../../../scripts/children';

/** The processes of group `group` that still run (a zombie has ended: it only waits to be reaped). */
function running(group: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === group && state !== 'Z') pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

// The leader starts a member that takes 20 s to close on SIGTERM, then leaves at once on its own.
const LEADER = `
const { spawn } = require('node:child_process');
const member = spawn(process.execPath, ['-e', \`
  process.on('SIGTERM', () => setTimeout(() => process.exit(0), 20000));
  setInterval(() => {}, 1000);
  console.log('member up');
\`], { stdio: ['ignore', 'inherit', 'inherit'] });
process.on('SIGTERM', () => process.exit(0));
`;

describe('stopChild', () => {
  it('resolves once every process of the group is gone, not when the child alone is', async () => {
    const child = spawn(process.execPath, ['-e', LEADER], {
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise((resolve) => child.stdout.once('data', resolve));
    const group = child.pid ?? 0;
    expect(running(group)).toHaveLength(2);
    await stopChild(child);
    // A member killed a moment ago may still be on its way out.
    for (let i = 0; i < 10 && running(group).length > 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(running(group)).toEqual([]);
  }, 30_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { groupCpuSeconds } from '../../bench/lib/proc.mjs';
import { settle } from '../../bench/lib/settle.mjs';

// A server in its own process group (as the bench starts them) that answers at once and then
// keeps its CPU busy for BUSY_MS, as Next does when it renders a stale page again.
const BUSY_MS = 600;
const SERVER = `
const http = require('node:http');
const server = http.createServer((request, response) => {
  response.end('ok');
  if (request.url === '/busy') {
    setImmediate(() => {
      const end = Date.now() + ${BUSY_MS};
      while (Date.now() < end);
    });
  }
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

describe('settle (bench/lib/settle.mjs) and the CPU reading it waits on (proc.mjs)', () => {
  let child: ChildProcess;
  let origin: string;

  beforeAll(async () => {
    child = spawn(process.execPath, ['-e', SERVER], {
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [chunk] = await once(child.stdout!, 'data');
    origin = `http://127.0.0.1:${String(chunk).trim()}`;
  });

  afterAll(async () => {
    const exited = once(child, 'exit');
    process.kill(-child.pid!, 'SIGKILL');
    await exited;
  });

  it("reads the CPU time of a process group, and null for a group that doesn't exist", () => {
    expect(groupCpuSeconds(child.pid!)).toEqual(expect.any(Number));
    expect(groupCpuSeconds(2 ** 22 + 7)).toBeNull();
  });

  it('waits until the work a request left behind is done, and counts its CPU', async () => {
    const result = await settle(`${origin}/busy`, child.pid!);
    expect(result.quiet).toBe(true);
    expect(result.waitedMs).toBeGreaterThanOrEqual(BUSY_MS);
    // Busy-waiting is CPU time; the clock ticks are 10 ms, the machine may lend the core away.
    expect(result.cpuMs).toBeGreaterThanOrEqual(BUSY_MS / 2);
  });

  it('returns after one quiet window when the request leaves nothing to do', async () => {
    const result = await settle(`${origin}/`, child.pid!, { windowMs: 200 });
    expect(result.quiet).toBe(true);
    expect(result.waitedMs).toBeLessThan(BUSY_MS);
    expect(result.cpuMs).toBeLessThan(100);
  });

  it('gives up after maxMs on a server that stays busy, and says so', async () => {
    const result = await settle(`${origin}/busy`, child.pid!, { windowMs: 100, maxMs: 300 });
    expect(result.quiet).toBe(false);
    expect(result.waitedMs).toBeLessThan(BUSY_MS);
    await new Promise((resolve) => setTimeout(resolve, BUSY_MS)); // let the next test find it quiet
  });

  it('still answers without a server to watch (no process group)', async () => {
    const result = await settle(`${origin}/`, undefined);
    expect(result).toEqual({ waitedMs: expect.any(Number), cpuMs: null, quiet: false });
  });
});

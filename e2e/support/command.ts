import { spawn } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

export interface RunningCommand {
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code when it ends. */
  exited: Promise<number | null>;
  /** Stops it and everything it started (its process group). */
  stop(): Promise<void>;
}

/**
 * Runs a command line exactly as a reader types it from the docs (through `sh -c`, from the
 * repository root), in its own process group so that stopping it also stops the servers it started.
 */
export function runCommand(command: string, options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): RunningCommand {
  const child = spawn('sh', ['-c', command], {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, FORCE_COLOR: '0', ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs a command to its end; throws with its output when it fails. */
export async function runToEnd(command: string, options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): Promise<string> {
  const running = runCommand(command, options);
  const code = await running.exited;
  if (code !== 0) throw new Error(`"${command}" exited with ${code}:\n${running.output()}`);
  return running.output();
}

/** The first answer of `url` (any status), polling until `timeoutMs`. */
export async function firstResponse(url: string, running: RunningCommand, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void running.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`The command ended before ${url} answered:\n${running.output()}`);
    try {
      return await fetch(url, { signal: AbortSignal.timeout(5000) });
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} gave no answer in ${timeoutMs} ms:\n${running.output()}`);
}

/** The body of the first answer of `url`, which must be a 200. */
export async function firstAnswer(url: string, running: RunningCommand, timeoutMs: number): Promise<string> {
  const response = await firstResponse(url, running, timeoutMs);
  if (!response.ok) throw new Error(`${url} answered ${response.status}:\n${running.output()}`);
  return response.text();
}

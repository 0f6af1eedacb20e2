/** Runs a command to its end and returns its standard output, killed after `timeoutMs`. */
import { execFile } from 'node:child_process';

export function capture(command: string, args: string[], options: { cwd: string; env?: Record<string, string>; timeoutMs: number }): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { cwd: options.cwd, env: { ...process.env, ...options.env }, timeout: options.timeoutMs, killSignal: 'SIGKILL', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${command} ${args.slice(0, 2).join(' ')}: ${error.message.split('\n')[0]} ${String(stderr).slice(-500)}`));
        else resolve(String(stdout));
      },
    );
  });
}

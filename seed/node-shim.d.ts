// The project has no @types/node (the Worker code must not use Node APIs), so
// the few Node built-ins the seed's command line uses are declared here.

/** Global too: config files such as playwright.config.ts read process.env. */
declare const process: {
  argv: string[];
  env: Record<string, string | undefined>;
  pid: number;
  exit(code?: number): never;
};

declare module "node:process" {
  const process: {
    argv: string[];
    env: Record<string, string | undefined>;
    pid: number;
    exit(code?: number): never;
  };
  export default process;
}

declare module "node:fs" {
  export function existsSync(path: string): boolean;
  export function mkdirSync(path: string, options?: { recursive?: boolean }): void;
  export function readFileSync(path: string, encoding: "utf8"): string;
  export function rmSync(path: string, options?: { recursive?: boolean; force?: boolean }): void;
  export function writeFileSync(path: string, data: string | Uint8Array): void;
}

declare module "node:path" {
  export function join(...parts: string[]): string;
  export function dirname(path: string): string;
}

declare module "node:child_process" {
  export function spawnSync(
    command: string,
    args: readonly string[],
    options: {
      env?: Record<string, string | undefined>;
      encoding: "utf8";
      stdio?: readonly string[];
      maxBuffer?: number;
    },
  ): { status: number | null; stdout: string | null; stderr: string | null; error?: Error };
}

declare module "node:worker_threads" {
  interface MessagePort {
    on(event: "message", listener: (value: never) => void): void;
    postMessage(value: unknown): void;
    close(): void;
  }
  export const parentPort: MessagePort | null;
  export const workerData: unknown;
  export class Worker {
    constructor(url: URL, options?: { workerData?: unknown });
    on(event: "message", listener: (value: never) => void): this;
    on(event: "exit", listener: (code: number) => void): this;
    on(event: "error", listener: (error: Error) => void): this;
    postMessage(value: unknown): void;
  }
}

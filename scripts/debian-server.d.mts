/** Types of debian-server.mjs, for the server suite's TypeScript. */
import type { SpawnSyncOptions, SpawnSyncReturns } from 'node:child_process';

export type ServerRun = (
  command: string,
  options?: SpawnSyncOptions & { env?: Record<string, string> },
) => SpawnSyncReturns<string>;
/** The same command, this process's event loop left free meanwhile. */
export type ServerRunAsync = (
  command: string,
  options?: { env?: Record<string, string> },
) => Promise<{ status: number | null; stdout: string; stderr: string }>;
export declare function debianArchive(): string;
export declare function bootServer(options: {
  name: string;
  net: number;
  dir: string;
  hosts?: string[];
  memory?: number;
}): Promise<{
  leader: string;
  address: string;
  gateway: string;
  dir: string;
  run: ServerRun;
  runAsync: ServerRunAsync;
  stop: () => Promise<void>;
  memoryUse: () => { peakBytes: number; processBytes: number; outOfMemoryKills: number } | null;
}>;
export declare function releaseDisks(dir: string): void;
export declare function serverAt(leader: string): { run: ServerRun; runAsync: ServerRunAsync };
export declare function startAcme(options: { dir: string; gateway: string; serverAddress: string }): Promise<{
  directory: string;
  listenerCertificate: string;
  authority: () => Promise<string>;
  stop: () => void;
}>;

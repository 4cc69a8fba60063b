/** Types of production-machine.mjs, for the production suite's TypeScript. */
export declare function productionSecrets(): Record<string, string>;
export declare function productionAddresses(): { EMAIL_FROM: string; COMMITTEE_EMAIL: string };
export declare function throwAwayCertificate(dir: string): { cert: string; key: string };
export declare function renderSiteNginx(options: {
  conf: string;
  upstreams: number[];
  ports: { http: number; https: number; panel: number };
  tls: { cert: string; key: string };
  www: string;
  workerProcesses?: number;
}): string[];

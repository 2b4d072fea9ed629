import { type ChildProcess } from 'node:child_process';
/**
 * DESIGN §6 on one machine: N stateless API instances behind HAProxy, on one PostgreSQL, Redis and an
 * S3-compatible store (s3rver standing in for MinIO or a cloud bucket). Used by `npm run cluster` and by the
 * cluster suite.
 */
export interface ClusterOptions {
    instances: number;
    /** The balancer's port (0: any free one). */
    port: number;
    databaseUrl: string;
    redisUrl: string;
    /** Where the balancer's configuration, the store's files and each instance's DATA_DIR go. */
    workDir: string;
    webDist?: string;
    /** Extra environment for every instance (limits, log level…). */
    environment?: Record<string, string>;
    log?: (line: string) => void;
}
export interface Instance {
    name: string;
    url: string;
    process: ChildProcess;
    /** Resolves with the exit code once the process has ended. */
    exited: Promise<number | null>;
}
export interface Cluster {
    url: string;
    instances: Instance[];
    storeUrl: string;
    stop(): Promise<void>;
}
export declare function startCluster(options: ClusterOptions): Promise<Cluster>;

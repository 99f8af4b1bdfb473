// Each hole of issue #30 tried from outside, as the probe that found it tried it.
import type { Visitor } from './visitor';

export interface Verdict {
  closed: boolean;
  /** What was sent and what came back, in a line. */
  seen: string;
}

/** The server setups the probe starts (scripts/probe/setups.ts). */
export type SetupName = 'default' | 'proxy' | 'postgres' | 'redis' | 'many-addresses';

/** What a check may do to its server's surroundings beyond HTTP. */
export interface Surroundings {
  /** The setup's PostgreSQL database (postgres only). */
  databaseUrl?: string;
  /** Kills the setup's own redis-server (redis only), as the probe's fault did. */
  killRedis?: () => Promise<void>;
}

export interface Hole {
  number: number;
  title: string;
  /** The server the check needs: PGlite with DEV_OUTBOX=1 unless it says otherwise. */
  needs?: Exclude<SetupName, 'default'>;
  try(visitor: Visitor, surroundings: Surroundings): Promise<Verdict>;
}

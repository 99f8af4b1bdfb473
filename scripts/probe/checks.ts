// Each hole of issue #30 tried from outside, as the probe that found it tried it.
import type { Visitor } from './visitor';

export interface Verdict {
  closed: boolean;
  /** What was sent and what came back, in a line. */
  seen: string;
}

export interface Hole {
  number: number;
  title: string;
  /** The servers a check needs beyond the default one (PGlite, DEV_OUTBOX=1). */
  needs?: 'postgres' | 'redis' | 'proxy';
  try(visitor: Visitor): Promise<Verdict>;
}

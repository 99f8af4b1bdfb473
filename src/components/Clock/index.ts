import { createContext, useContext, useEffect, useState } from 'react';
import { systemClock, type Clock } from '@/lib/clock';

/** The clock of the timers below it: the system's, unless a story provides one it moves by hand. */
export const ClockContext = createContext<Clock>(systemClock);

export const useClock = () => useContext(ClockContext);

/**
 * The value once it has stopped changing for `delayMs` on the ClockContext's clock: what a request
 * waits for while a person is still typing or ticking.
 */
export function useSettled(value: string, delayMs: number) {
  const clock = useClock();
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = clock.setTimeout(() => setSettled(value), delayMs);
    return () => clock.clearTimeout(timer);
  }, [clock, value, delayMs]);
  return settled;
}

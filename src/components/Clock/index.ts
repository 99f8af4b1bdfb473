import { createContext, useContext } from 'react';
import { systemClock, type Clock } from '@/lib/clock';

/** The clock of the timers below it: the system's, unless a story provides one it moves by hand. */
export const ClockContext = createContext<Clock>(systemClock);

export const useClock = () => useContext(ClockContext);

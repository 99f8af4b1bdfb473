import { describe, expect, it, vi } from 'vitest';
import { manualClock } from '@/testing/manualClock';
import { pausableTimer } from './clock';

describe('pausableTimer', () => {
  it('runs once its delay has passed, not before', () => {
    const clock = manualClock();
    const done = vi.fn();
    pausableTimer(clock, done, 400).resume();
    clock.advance(399);
    expect(done).not.toHaveBeenCalled();
    clock.advance(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('keeps what is left of its delay across a pause', () => {
    const clock = manualClock();
    const done = vi.fn();
    const timer = pausableTimer(clock, done, 400);
    timer.resume();
    clock.advance(300);
    timer.pause();
    clock.advance(10_000);
    expect(done).not.toHaveBeenCalled();
    timer.resume();
    clock.advance(99);
    expect(done).not.toHaveBeenCalled();
    clock.advance(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('resumed while running, still runs one countdown that one pause stops', () => {
    const clock = manualClock();
    const done = vi.fn();
    const timer = pausableTimer(clock, done, 400);
    timer.resume();
    timer.resume();
    expect(clock.pending()).toBe(1);
    timer.pause();
    clock.advance(10_000);
    expect(done).not.toHaveBeenCalled();
  });

  it('starts over from a reset', () => {
    const clock = manualClock();
    const done = vi.fn();
    const timer = pausableTimer(clock, done, 400);
    timer.resume();
    clock.advance(300);
    timer.reset(400);
    clock.advance(399);
    expect(done).not.toHaveBeenCalled();
    clock.advance(1);
    expect(done).toHaveBeenCalledTimes(1);
  });
});

describe('manualClock', () => {
  it('runs the timers that fall due in time order, at their own time', () => {
    const clock = manualClock();
    const seen: Array<[string, number]> = [];
    clock.setTimeout(() => seen.push(['late', clock.now()]), 200);
    clock.setTimeout(() => seen.push(['early', clock.now()]), 100);
    const never = clock.setTimeout(() => seen.push(['cleared', clock.now()]), 50);
    clock.clearTimeout(never);
    clock.advance(150);
    expect(seen).toEqual([['early', 100]]);
    clock.advance(50);
    expect(seen).toEqual([
      ['early', 100],
      ['late', 200],
    ]);
    expect(clock.pending()).toBe(0);
  });
});

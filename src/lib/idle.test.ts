import { afterEach, expect, test, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, startWhenIdle, whenIdle } from './idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A requestIdleCallback whose idle periods the test grants by hand. */
function fakeIdle() {
  const waiting = new Map<number, { run: () => void; timeout: number | undefined }>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
    waiting.set(next, { run, timeout: options?.timeout });
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id));
  return {
    waiting,
    idle: () => {
      const due = [...waiting.values()];
      waiting.clear();
      for (const { run } of due) run();
    },
  };
}

test('the task waits for an idle period, with the timeout given to the browser', () => {
  const { waiting, idle } = fakeIdle();
  const task = vi.fn();
  whenIdle(task);
  expect(task).not.toHaveBeenCalled();
  expect([...waiting.values()][0]?.timeout).toBe(IDLE_TIMEOUT_MS);
  idle();
  expect(task).toHaveBeenCalledOnce();
});

test('a cancelled task never runs', () => {
  const { idle } = fakeIdle();
  const task = vi.fn();
  whenIdle(task)();
  idle();
  expect(task).not.toHaveBeenCalled();
});

test('without requestIdleCallback (Safari) the task runs in a task of its own, not in the current one', () => {
  vi.stubGlobal('requestIdleCallback', undefined);
  vi.useFakeTimers();
  const task = vi.fn();
  whenIdle(task);
  expect(task).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(task).toHaveBeenCalledOnce();
});

test('a watch started when idle is stopped by the clean-up; one cleaned up before the idle period never starts', () => {
  const { idle } = fakeIdle();
  const stop = vi.fn();
  const start = vi.fn(() => stop);
  const cleanUp = startWhenIdle(start);
  expect(start).not.toHaveBeenCalled();
  idle();
  expect(start).toHaveBeenCalledOnce();
  cleanUp();
  expect(stop).toHaveBeenCalledOnce();

  const never = vi.fn(() => stop);
  startWhenIdle(never)();
  idle();
  expect(never).not.toHaveBeenCalled();
  expect(stop).toHaveBeenCalledOnce();
});

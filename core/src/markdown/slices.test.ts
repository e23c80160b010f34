import { nextTask, runInSlices, type NextTask } from './slices';

/** Tasks queued by the code under test, run by the test one at a time. */
function taskQueue() {
  const queue: (() => void)[] = [];
  const next: NextTask = (resume) => {
    queue.push(resume);
    return () => {
      const index = queue.indexOf(resume);
      if (index >= 0) queue.splice(index, 1);
    };
  };
  return { next, queue, runOne: () => queue.shift()?.() };
}

describe('runInSlices', () => {
  it('starts in a later task and fits as many steps in each task as the budget allows', () => {
    let clock = 0;
    const tasks = taskQueue();
    const done: number[][] = [];
    let current: number[] = [];
    let count = 0;
    runInSlices(
      () => {
        // Each step takes 12 ms of the 30 ms budget.
        clock += 12;
        current.push((count += 1));
        return count < 7;
      },
      { budgetMs: 30, now: () => clock, next: tasks.next },
    );
    expect(count).toBe(0);
    while (tasks.queue.length > 0) {
      current = [];
      tasks.runOne();
      done.push(current);
    }
    // 12 and 24 ms are within the budget, 36 ms is not: three steps to a task.
    expect(done).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('still makes one step a task when a step alone is longer than the budget', () => {
    let clock = 0;
    const tasks = taskQueue();
    let count = 0;
    runInSlices(
      () => {
        clock += 500;
        count += 1;
        return count < 3;
      },
      { budgetMs: 30, now: () => clock, next: tasks.next },
    );
    const perTask: number[] = [];
    while (tasks.queue.length > 0) {
      const before = count;
      tasks.runOne();
      perTask.push(count - before);
    }
    expect(perTask).toEqual([1, 1, 1]);
  });

  it('stops when cancelled, before the next task and within a task', () => {
    const tasks = taskQueue();
    let count = 0;
    const slices = runInSlices(
      () => {
        count += 1;
        return true;
      },
      { budgetMs: 0, now: () => 0, next: tasks.next },
    );
    tasks.runOne();
    expect(count).toBe(1);
    slices.cancel();
    expect(tasks.queue).toHaveLength(0);
    expect(count).toBe(1);

    let inner = 0;
    const self = runInSlices(
      () => {
        inner += 1;
        if (inner === 2) self.cancel();
        return true;
      },
      { budgetMs: 100, now: () => 0, next: tasks.next },
    );
    tasks.runOne();
    expect(inner).toBe(2);
    expect(tasks.queue).toHaveLength(0);
  });
});

describe('nextTask', () => {
  it('runs the callback in a later task, and not at all once called off', async () => {
    const order: string[] = [];
    await new Promise<void>((done) => {
      nextTask(() => {
        order.push('task');
        done();
      });
      const callOff = nextTask(() => order.push('called off'));
      callOff();
      order.push('now');
    });
    await new Promise<void>((done) => nextTask(done));
    expect(order).toEqual(['now', 'task']);
  });
});

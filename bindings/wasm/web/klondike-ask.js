// Klondike's questions to its solver, each kind in its own worker (klondike-worker.js): a search
// cannot be interrupted, so a new question while one is open ends that worker and starts another,
// and the page never waits for an answer it no longer needs.

const THINKING_AFTER = 1000; // ms before the page says the solver is still thinking

/** One solver in one worker. A new question while one is open ends the worker (a search cannot be interrupted) and starts another. */
export class Asker {
  constructor(onBusy) {
    this.worker = null;
    this.open = null; // { id, resolve, timer }
    this.asks = 0;
    this.onBusy = onBusy;
  }

  ask(message) {
    if (this.open) {
      this.worker.terminate();
      this.worker = null;
      this.settle(null);
    }
    if (!this.worker) {
      this.worker = new Worker(new URL("./klondike-worker.js", import.meta.url), { type: "module" });
      this.worker.onmessage = ({ data }) => data.id === this.open?.id && this.settle(data);
    }
    const id = ++this.asks;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        if (this.open?.id !== id) return;
        this.open.long = true;
        this.onBusy();
      }, THINKING_AFTER);
      this.open = { id, resolve, timer, long: false };
      this.worker.postMessage({ id, ...message });
      this.onBusy();
    });
  }

  /** Forget the open question (its answer, if any, is dropped). */
  cancel() {
    if (this.open) this.settle(null);
  }

  settle(data) {
    const { resolve, timer } = this.open;
    clearTimeout(timer);
    this.open = null;
    resolve(data);
    this.onBusy();
  }
}


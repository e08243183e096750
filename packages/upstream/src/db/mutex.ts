/** A FIFO async lock: `acquire()` resolves with a release function once every earlier holder released. */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.#tail.then(() => {
      let released = false;
      // Releasing twice must not unlock a later holder's turn.
      return () => {
        if (released) return;
        released = true;
        release();
      };
    });
    this.#tail = this.#tail.then(() => held);
    return ready;
  }
}

// Stopping is announced before it happens: once a stop has begun, /readyz says so (a load balancer stops
// sending new work here) and requests that arrive on connections still open are turned away with a 503 and
// `Retry-After`, so their clients try again, on another process or once this one is back. Requests already
// under way are not affected: they finish.
export class Draining {
  #since: number | null = null;

  begin(): void {
    this.#since ??= Date.now();
  }

  get active(): boolean {
    return this.#since !== null;
  }
}

/** How long a client turned away while the server stops should wait before trying again. */
export const STOPPING_RETRY_AFTER_SECONDS = 1;

// Admission of GraphQL requests under load: at most `concurrency` run at once, the rest wait in one
// first-come first-served line, and a request that would wait longer than `maxWaitMs` is answered 503 with
// Retry-After at once instead of joining the line. Without it every request went straight to the database,
// which served them in no fair order: under 200 clients on PGlite the median answer took 0.7 s and the
// slowest 24 s. With it, a request either starts within the bound or hears at once when to come back.
//
// The wait is estimated from the line's length and the recent time a request takes (a moving average), and
// a request still in line when its bound passes is answered 503 as well, so the bound holds even when the
// estimate was wrong.

export interface AdmissionLimits {
  /** Requests that run at once; the database's connections (PGlite has one). */
  readonly concurrency: number;
  /** The longest a request may wait for its turn before it is turned away. */
  readonly maxWaitMs: number;
}

/**
 * As many requests at once as the database has connections, and at least four: PGlite has one, and a few
 * let one request's JavaScript run while another's query does.
 */
export function admissionLimits(databaseConnections: number, maxWaitMs: number): AdmissionLimits {
  return { concurrency: Math.max(4, databaseConnections), maxWaitMs };
}

export type Admitted =
  | { readonly release: () => void }
  | { readonly retryAfterSeconds: number }
  /** The request went away (its client disconnected) while it waited. */
  | { readonly gone: true };

interface Waiter {
  readonly admit: () => void;
}

/** Before any request has finished, the time one is assumed to take. */
const FIRST_GUESS_MS = 50;
/** The weight of the newest sample in the moving average. */
const SMOOTHING = 0.2;

export class Admission {
  private running = 0;
  private readonly line: Waiter[] = [];
  private averageMs = FIRST_GUESS_MS;

  constructor(private readonly limits: AdmissionLimits) {}

  /** Requests holding a turn now. */
  get runningNow(): number {
    return this.running;
  }

  /** Requests waiting in line now. */
  get waiting(): number {
    return this.line.length;
  }

  /** How long, at the current pace, a request arriving now would wait for its turn. */
  estimatedWaitMs(): number {
    if (this.running < this.limits.concurrency) return 0;
    return ((this.line.length + 1) * this.averageMs) / this.limits.concurrency;
  }

  /**
   * Waits for a turn (first come, first served) or says when to come back. `gone` tells when the request
   * went away: it then leaves the line, and a turn it had is given back.
   */
  enter(gone: AbortSignal): Promise<Admitted> {
    if (gone.aborted) return Promise.resolve({ gone: true });
    if (this.running < this.limits.concurrency && this.line.length === 0) return Promise.resolve({ release: this.hold(gone) });
    const wait = this.estimatedWaitMs();
    if (wait > this.limits.maxWaitMs) return Promise.resolve({ retryAfterSeconds: this.retryAfter(wait) });
    return new Promise<Admitted>((resolve) => {
      const leave = (answer: Admitted) => {
        const at = this.line.indexOf(waiter);
        if (at === -1) return;
        this.line.splice(at, 1);
        clearTimeout(timer);
        gone.removeEventListener('abort', onGone);
        resolve(answer);
      };
      const onGone = () => leave({ gone: true });
      const timer = setTimeout(() => leave({ retryAfterSeconds: this.retryAfter(this.estimatedWaitMs()) }), this.limits.maxWaitMs);
      gone.addEventListener('abort', onGone, { once: true });
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(timer);
          gone.removeEventListener('abort', onGone);
          resolve({ release: this.hold(gone) });
        },
      };
      this.line.push(waiter);
    });
  }

  private retryAfter(waitMs: number): number {
    return Math.min(60, Math.max(1, Math.ceil(waitMs / 1000)));
  }

  /** Takes a turn, given back by the returned function or when the request goes away, whichever is first. */
  private hold(gone: AbortSignal): () => void {
    this.running += 1;
    const started = Date.now();
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      gone.removeEventListener('abort', release);
      this.running -= 1;
      this.averageMs = (1 - SMOOTHING) * this.averageMs + SMOOTHING * (Date.now() - started);
      this.next();
    };
    gone.addEventListener('abort', release, { once: true });
    return release;
  }

  private next(): void {
    while (this.running < this.limits.concurrency && this.line.length > 0) {
      const waiter = this.line.shift();
      if (waiter) waiter.admit();
    }
  }
}

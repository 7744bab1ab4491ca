// What the relay writes to one connection, and what it reads from it, kept bounded. Writes: a frame that would take
// the socket's unsent bytes past the cap disconnects the client (it is not reading; what it was sent stays in the
// mailbox until acknowledged), and a request's answer first waits, for a while, until the client has read what came
// before. Reads: past a few requests waiting for their answers, the socket is paused (TCP holds the rest back).
import type { WebSocket } from 'ws';

/** How long a client may take to read what it was sent before its next answer is written. */
export const SLOW_READER_MS = 10_000;
/** Requests read ahead of their answers before the socket is paused. */
const MAX_READ_AHEAD = 8;
const DRAIN_CHECK_MS = 20;

export class RelayOutbox {
  #waitingRequests = 0;
  #paused = false;

  constructor(
    private readonly socket: WebSocket,
    /** The most unsent bytes the socket may hold. */
    private readonly maxBufferedBytes: number,
    private readonly onSlowReader: () => void,
  ) {}

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  /** Sends a frame, or disconnects the client when it would not fit in what it has left unread. */
  send(frame: string): boolean {
    if (!this.open) return false;
    if (this.socket.bufferedAmount + Buffer.byteLength(frame, 'utf8') > this.maxBufferedBytes) {
      this.#disconnectSlowReader();
      return false;
    }
    this.socket.send(frame);
    return true;
  }

  /**
   * Resolves true once the client has read all but half the cap (room for a page), false when the connection ended
   * or the client did not read in SLOW_READER_MS (it is disconnected).
   */
  async drained(): Promise<boolean> {
    const deadline = Date.now() + SLOW_READER_MS;
    while (this.open && this.socket.bufferedAmount > this.maxBufferedBytes / 2) {
      if (Date.now() >= deadline) {
        this.#disconnectSlowReader();
        return false;
      }
      await new Promise((resolve) => setTimeout(resolve, DRAIN_CHECK_MS));
    }
    return this.open;
  }

  /** A request was read: the socket pauses while too many wait for their answers. */
  requestReceived(): void {
    this.#waitingRequests += 1;
    if (!this.#paused && this.#waitingRequests >= MAX_READ_AHEAD) {
      this.#paused = true;
      this.socket.pause();
    }
  }

  requestAnswered(): void {
    this.#waitingRequests -= 1;
    if (this.#paused && this.#waitingRequests < MAX_READ_AHEAD / 2) {
      this.#paused = false;
      this.socket.resume();
    }
  }

  #disconnectSlowReader(): void {
    // terminate(), not close(): a close frame would wait behind everything the client does not read.
    this.socket.terminate();
    this.onSlowReader();
  }
}

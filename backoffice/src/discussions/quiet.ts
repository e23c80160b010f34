import type { HojRequestInit } from '@hoj/core/http/hojFetch';

/** A read whose failure its own panel shows (with a retry), so it skips the global error toast. */
export const quiet = (signal: AbortSignal): HojRequestInit => ({ signal, silent: true });

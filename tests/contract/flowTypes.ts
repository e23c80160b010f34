import type { Principal } from './access';
import type { QueryValue } from './http';
import type { Switches } from './judge';
import type { Outcome } from './results';

/** What a `--mutating` flow is handed and returns; in a module of its own so the flows and the probes share it. */

export interface FlowCaller {
  kind: 'anonymous' | 'user' | 'admin';
  name: string;
  principal: Principal;
  /** From the login answer; HOJ stores it as the publisher of what the caller creates. */
  uid?: string;
}

export interface StepRequest {
  query?: Record<string, QueryValue>;
  body?: unknown;
}

export type StepResult = { ok: true; data: unknown } | { ok: false; refused: boolean; detail: string };

export interface StepOptions {
  /** Only a non-passing outcome is recorded (for list reads whose check is recorded by the caller). */
  quiet?: boolean;
  /** A refusal in the body is recorded as skipped (the server's configuration may forbid it). */
  refusalSkips?: boolean;
}

export interface FlowHost {
  runId: string;
  admin?: FlowCaller;
  user?: FlowCaller;
  switches: Switches;
  step(
    flow: string,
    caller: FlowCaller,
    opId: string,
    request: StepRequest,
    what: string,
    options?: StepOptions,
  ): Promise<StepResult>;
  note(flow: string, opId: string, outcome: Outcome, detail: string): void;
  /** The caller without a token (for the behavioural probes' login attempts). */
  anonymous: FlowCaller;
  /**
   * One request whose answer the caller judges itself (the behavioural probes): nothing is recorded. Throws on a
   * transport failure.
   */
  send(caller: FlowCaller, opId: string, request: StepRequest): Promise<ProbeAnswer>;
  /** A caller for an account the probe made: its login answer, and the caller when it signed in. */
  signIn(username: string, password: string): Promise<{ answer: ProbeAnswer; caller?: FlowCaller }>;
  /** Waits between two polls of a judge status. */
  wait(ms: number): Promise<void>;
}

/** An answer as the behavioural probes read it: HTTP status, the envelope's fields, the token header. */
export interface ProbeAnswer {
  httpStatus: number;
  status: unknown;
  msg: unknown;
  data: unknown;
  token: string | null;
}

export interface Flow {
  name: string;
  operations: readonly string[];
  run(host: FlowHost): Promise<void>;
}

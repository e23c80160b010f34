import { useCallback, useEffect, useRef, useState } from 'react';
import type { AiChatRequest } from '@generated/model/index';
import { isApiError } from '@hoj/core/http/apiError';
import { streamAiChat } from '../api/workbenchApi';

export type AiHelpPhase = 'idle' | 'streaming' | 'done' | 'stopped' | 'failed';

export interface AiHelpState {
  phase: AiHelpPhase;
  text: string;
  /** The failure was the link (network, timeout) rather than a refusal with a message of its own. */
  networkFailure: boolean;
  /** The server's reason for a refusal. */
  message: string | null;
  /** The server has no AI helper (an HOJ server without the extension answers 404): hide it for good. */
  unavailable: boolean;
}

const idle: AiHelpState = {
  phase: 'idle',
  text: '',
  networkFailure: false,
  message: null,
  unavailable: false,
};

class StopReason extends Error {
  constructor(readonly why: 'stop' | 'discard') {
    super(why);
  }
}

export interface AiHelp {
  state: AiHelpState;
  ask: (request: AiChatRequest) => void;
  /** The reader's stop button: the answer so far stays. */
  stop: () => void;
  /** A new submission: the answer about the old one goes. */
  discard: () => void;
  retry: () => void;
}

/** One streamed answer of the AI helper at a time; a new question or submission aborts the running one. */
export function useAiHelp(): AiHelp {
  const [state, setState] = useState<AiHelpState>(idle);
  const controller = useRef<AbortController | null>(null);
  const lastRequest = useRef<AiChatRequest | null>(null);
  useEffect(() => () => controller.current?.abort(new StopReason('discard')), []);

  const ask = useCallback((request: AiChatRequest) => {
    controller.current?.abort(new StopReason('discard'));
    const current = new AbortController();
    controller.current = current;
    lastRequest.current = request;
    setState((previous) => ({ ...idle, unavailable: previous.unavailable, phase: 'streaming' }));
    const mine = () => controller.current === current;
    streamAiChat(
      request,
      (piece) => {
        if (mine()) setState((previous) => ({ ...previous, text: previous.text + piece }));
      },
      current.signal,
    ).then(
      () => {
        if (mine()) setState((previous) => ({ ...previous, phase: 'done' }));
      },
      (error: unknown) => {
        if (error instanceof StopReason) {
          if (error.why === 'stop') setState((previous) => ({ ...previous, phase: 'stopped' }));
          return;
        }
        if (!mine()) return;
        setState((previous) => ({
          ...previous,
          phase: 'failed',
          unavailable: isApiError(error) && error.httpStatus === 404,
          networkFailure: !isApiError(error) || error.kind === 'network' || error.kind === 'timeout',
          message: isApiError(error) ? error.msg : null,
        }));
      },
    );
  }, []);

  const stop = useCallback(() => controller.current?.abort(new StopReason('stop')), []);
  const discard = useCallback(() => {
    controller.current?.abort(new StopReason('discard'));
    controller.current = null;
    setState((previous) => ({ ...idle, unavailable: previous.unavailable }));
  }, []);
  const retry = useCallback(() => {
    if (lastRequest.current) ask(lastRequest.current);
  }, [ask]);

  return { state, ask, stop, discard, retry };
}

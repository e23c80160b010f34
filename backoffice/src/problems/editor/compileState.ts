import { createContext, useContext } from 'react';

/** Judge code that compiled on a judge server during this visit to the editor, with its language. */
export interface CompiledCode {
  code: string;
  language: string;
}

export interface CompileState {
  compiled: CompiledCode | null;
  setCompiled(compiled: CompiledCode | null): void;
}

/**
 * The editor page holds the last successful compile and hands it to core's schema as the validation context
 * (changed judge code must have compiled before the problem is saved); the judge section sets it.
 */
export const CompileStateContext = createContext<CompileState>({
  compiled: null,
  setCompiled: () => undefined,
});

export const useCompileState = (): CompileState => useContext(CompileStateContext);

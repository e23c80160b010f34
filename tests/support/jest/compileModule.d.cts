import type { Context } from 'node:vm';

export function compileModule(
  source: string,
  filename: string,
  parameters: readonly string[],
  context: Context,
  importModuleDynamically: (
    specifier: string,
    script: unknown,
    attributes: unknown,
    phase?: unknown,
  ) => Promise<unknown>,
): (...args: unknown[]) => unknown;

import { loadOnce } from '@hoj/core/lazy/loadOnce';
import type { DataMethod, ResourceOperations } from './resourceOperations';

type AnyOperation = (params: unknown) => Promise<unknown>;

/**
 * A resource's operations fetched with its first call. Mapping a form onto a contract body pulls in the editor
 * rules (yup schemas, award and seal tables) and the resource's calls; the registry is part of the entry chunk,
 * so every resource imported eagerly would make the login and the dashboard carry every editor. The methods are
 * named here so the data provider can tell an unsupported method apart without loading anything.
 */
export function lazyOperations(
  load: () => Promise<ResourceOperations>,
  methods: readonly DataMethod[],
): ResourceOperations {
  const module = loadOnce(load);
  const operations: Partial<Record<DataMethod, AnyOperation>> = {};
  for (const method of methods) {
    operations[method] = async (params) => {
      const loaded = await module.load();
      const operation = loaded[method] as AnyOperation | undefined;
      if (!operation) throw new Error(`the ${method} operation was declared but its module lacks it`);
      return operation.call(loaded, params);
    };
  }
  return operations as ResourceOperations;
}

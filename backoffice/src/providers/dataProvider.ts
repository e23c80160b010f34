import { HttpError } from 'react-admin';
import type { DataProvider, TranslateFunction } from 'react-admin';
import { toHttpError } from './httpError';
import type { DataMethod, ResourceOperations } from './resourceOperations';

/** Why a call never reached the server: the resource is not in the registry, or lacks the method. */
export interface UnsupportedBody {
  resource: string;
  method: DataMethod;
  reason: 'unknownResource' | 'unsupportedMethod';
}

/**
 * react-admin's DataProvider over the resource registry it is given; it knows no resource by name. A call for a
 * resource the registry lacks, or for a method the resource does not support, rejects with HttpError 501 naming
 * the resource and method (the body says which of the two it was) without calling the server. Core's ApiError
 * becomes HttpError(msg, status), so react-admin's checkError sees 401/403.
 */
export function createDataProvider(
  resources: Readonly<Record<string, ResourceOperations>>,
  translate: TranslateFunction,
): DataProvider {
  const call = async <P, R>(method: DataMethod, resource: string, params: P): Promise<R> => {
    const operations = Object.hasOwn(resources, resource) ? resources[resource] : undefined;
    const operation = operations?.[method] as ((params: P) => Promise<R>) | undefined;
    if (!operation) {
      const body: UnsupportedBody = {
        resource,
        method,
        reason: operations ? 'unsupportedMethod' : 'unknownResource',
      };
      throw new HttpError(translate('hoj.dataProvider.unsupported', { resource, method }), 501, body);
    }
    try {
      return await operation.call(operations, params);
    } catch (error) {
      throw toHttpError(error);
    }
  };

  // react-admin's methods are generic in the record type; `call` is where the registry's results meet them.
  return {
    supportAbortSignal: true,
    getList: (resource, params) => call('getList', resource, params),
    getOne: (resource, params) => call('getOne', resource, params),
    getMany: (resource, params) => call('getMany', resource, params),
    getManyReference: (resource, params) => call('getManyReference', resource, params),
    create: (resource, params) => call('create', resource, params),
    update: (resource, params) => call('update', resource, params),
    updateMany: (resource, params) => call('updateMany', resource, params),
    delete: (resource, params) => call('delete', resource, params),
    deleteMany: (resource, params) => call('deleteMany', resource, params),
  } satisfies DataProvider;
}

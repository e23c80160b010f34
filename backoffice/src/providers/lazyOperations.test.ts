import type { GetListParams, QueryFunctionContext } from 'react-admin';
import { lazyOperations } from './lazyOperations';
import type { ResourceOperations } from './resourceOperations';

const listParams = {
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'id', order: 'ASC' },
  filter: {},
} as GetListParams & QueryFunctionContext;

describe('lazyOperations', () => {
  it('loads the module at the first call only, and answers what its operation answers', async () => {
    const getList = jest.fn(() => Promise.resolve({ data: [{ id: 1 }], total: 1 }));
    const load = jest.fn(() => Promise.resolve({ getList } as ResourceOperations));
    const operations = lazyOperations(load, ['getList']);
    expect(load).not.toHaveBeenCalled();
    expect(operations.update).toBeUndefined();

    await expect(operations.getList?.(listParams)).resolves.toEqual({ data: [{ id: 1 }], total: 1 });
    await operations.getList?.(listParams);
    expect(load).toHaveBeenCalledTimes(1);
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('says so when a declared method is missing from the module', async () => {
    const operations = lazyOperations(() => Promise.resolve({}), ['delete']);
    await expect(operations.delete?.({ id: 1 })).rejects.toThrow(/delete operation was declared/);
  });
});

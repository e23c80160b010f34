import { HttpError } from 'react-admin';
import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  QueryFunctionContext,
  TranslateFunction,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { getAdminUserList } from '@generated/api/admin-user/admin-user';
import type { UserRolesVO } from '@generated/model/index';
import { announcementOperations } from '../announcements/announcementOperations';
import { noticeOperations } from '../notices/noticeOperations';
import { userOperations } from '../users/userOperations';
import { toHttpError } from './httpError';

/** A user row as the back office shows it: react-admin's `id` is HOJ's `uid`; the password hash is dropped. */
export type UserRecord = Omit<UserRolesVO, 'password'> & { id: string };

/** The nine react-admin methods, each optional per resource, with their (non-generic) signatures. */
interface ResourceOperations {
  getList?(params: GetListParams & QueryFunctionContext): Promise<GetListResult>;
  getOne?(params: GetOneParams & QueryFunctionContext): Promise<GetOneResult>;
  getMany?(params: GetManyParams & QueryFunctionContext): Promise<GetManyResult>;
  getManyReference?(params: GetManyReferenceParams & QueryFunctionContext): Promise<GetManyReferenceResult>;
  create?(params: CreateParams): Promise<CreateResult>;
  update?(params: UpdateParams): Promise<UpdateResult>;
  updateMany?(params: UpdateManyParams): Promise<UpdateManyResult>;
  delete?(params: DeleteParams): Promise<DeleteResult>;
  deleteMany?(params: DeleteManyParams): Promise<DeleteManyResult>;
}

export type DataMethod = keyof ResourceOperations;

export const DATA_METHODS: readonly DataMethod[] = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
];

export function toUserRecord({ password: _password, ...user }: UserRolesVO): UserRecord {
  return { ...user, id: user.uid };
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The one table of resources (ARCHITECTURE §7). HOJ's admin API is RPC-style (`get-user-list`, `edit-user`),
 * so each resource names the generated operation behind each method it supports.
 */
export const resources: Record<string, ResourceOperations> = {
  users: {
    async getList({ pagination, filter, signal }) {
      const page = await getAdminUserList(
        {
          currentPage: pagination?.page,
          limit: pagination?.perPage,
          keyword: text(filter?.q),
          onlyAdmin: filter?.onlyAdmin === true ? true : undefined,
        },
        { signal },
      );
      return { data: page.records.map(toUserRecord), total: page.total };
    },
    ...userOperations(toUserRecord),
  },
  announcements: announcementOperations,
  notices: noticeOperations,
};

/**
 * react-admin's DataProvider over the resource table. Methods a resource lacks reject with an HttpError naming
 * the resource and method; core's ApiError becomes HttpError(msg, status) so checkError sees 401/403.
 */
export function createDataProvider(translate: TranslateFunction): DataProvider {
  const call = async <P, R>(method: DataMethod, resource: string, params: P): Promise<R> => {
    const operation = resources[resource]?.[method] as ((params: P) => Promise<R>) | undefined;
    if (!operation) {
      throw new HttpError(translate('hoj.dataProvider.unsupported', { resource, method }), 501, {
        resource,
        method,
      });
    }
    try {
      return await operation(params);
    } catch (error) {
      throw toHttpError(error);
    }
  };

  // react-admin's methods are generic in the record type; `call` is where the table's results meet them.
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

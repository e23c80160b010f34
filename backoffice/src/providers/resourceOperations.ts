import type {
  CreateParams,
  CreateResult,
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
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';

/**
 * How one resource's react-admin methods map onto the contract calls. HOJ's admin API is RPC-style
 * (`get-user-list`, `edit-user`), so a resource folder names the generated call behind each method it supports;
 * a method left out is one the resource does not support. The signatures are react-admin's, non-generic.
 */
export interface ResourceOperations {
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

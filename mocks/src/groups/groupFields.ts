import { ApiFailure, integrityViolation } from '../http/failure';
import type { BodyOf, BodyReader } from '../http/request';
import { userByUid } from '../store/schema/accounts';
import { groups } from '../store/schema/groups';
import { groupMessages } from './texts';

/** The `Group` body of `POST` and `PUT /api/group`, field by field as Jackson binds it (null when not sent). */
export interface GroupFields {
  id: number | null;
  avatar: string | null;
  name: string | null;
  shortName: string | null;
  brief: string | null;
  description: string | null;
  owner: string | null;
  uid: string | null;
  auth: number | null;
  visible: boolean | null;
  status: number | null;
  code: string | null;
}

export function readGroupFields(body: BodyReader<BodyOf<'addGroup'>>): GroupFields {
  return {
    id: body.int('id'),
    avatar: body.string('avatar'),
    name: body.string('name'),
    shortName: body.string('shortName'),
    brief: body.string('brief'),
    description: body.string('description'),
    owner: body.string('owner'),
    uid: body.string('uid'),
    auth: body.int('auth'),
    visible: body.bool('visible'),
    status: body.int('status'),
    code: body.string('code'),
  };
}

/** Spring's `StringUtils.isEmpty`: the services check a length only when the value is not null or ''. */
const outside = (text: string | null, min: number, max: number) =>
  !!text && (text.length < min || text.length > max);

function checkTexts(fields: GroupFields): void {
  if (outside(fields.name, 5, 25)) throw new ApiFailure(400, groupMessages.nameLength);
  if (outside(fields.shortName, 5, 10)) throw new ApiFailure(400, groupMessages.shortNameLength);
  if (outside(fields.brief, 5, 50)) throw new ApiFailure(400, groupMessages.briefLength);
}

function checkAuth(auth: number | null): void {
  if (auth === null || auth < 1 || auth > 3) throw new ApiFailure(400, groupMessages.authInvalid);
}

/** Creating: names, auth, then a six-character code for protected and private groups, then the description. */
export function checkNewGroup(fields: GroupFields): void {
  checkTexts(fields);
  checkAuth(fields.auth);
  if ((fields.auth === 2 || fields.auth === 3) && fields.code?.length !== 6)
    throw new ApiFailure(400, groupMessages.codeRequired);
  if (outside(fields.description, 5, 1000)) throw new ApiFailure(400, groupMessages.descriptionLength);
}

/** Editing: any code sent must have six characters, whatever the auth; the auth is checked last. */
export function checkGroupEdit(fields: GroupFields): void {
  checkTexts(fields);
  if (fields.code && fields.code.length !== 6) throw new ApiFailure(400, groupMessages.codeLength);
  if (outside(fields.description, 5, 1000)) throw new ApiFailure(400, groupMessages.descriptionLength);
  checkAuth(fields.auth);
}

/**
 * Name and short name are unique (compared without case, as the unique keys do); a name left out matches
 * nothing (`name = NULL`).
 */
export function checkUnique(fields: GroupFields, exceptId: number | null): void {
  const taken = (index: 'name' | 'shortName', value: string | null) =>
    value !== null && groups.where(index, value.toLowerCase()).some((g) => g.id !== exceptId);
  if (taken('name', fields.name)) throw new ApiFailure(400, groupMessages.nameTaken);
  if (taken('shortName', fields.shortName)) throw new ApiFailure(400, groupMessages.shortNameTaken);
}

/**
 * What the table refuses on save: a code longer than its six-character column (a public group's code is not
 * validated), an owner uid that is no user (a foreign key), a status outside 0/1 (a mock guard: the contract
 * knows only those). The database answers the first two with HTTP 500.
 */
export function checkColumns(fields: GroupFields): void {
  if (fields.code !== null && fields.code.length > 6) throw integrityViolation();
  if (fields.uid !== null && !userByUid(fields.uid)) throw integrityViolation();
  if (fields.status !== null && fields.status !== 0 && fields.status !== 1)
    throw new ApiFailure(400, groupMessages.groupStatusInvalid);
}

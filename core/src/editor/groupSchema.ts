import { GroupAuth, type Group } from '@generated/model/index';
import { boolean, mixed, object, string, type ObjectSchema } from 'yup';
import type { GroupFormMessageKey } from './groupMessages';

/**
 * The rules of the group forms, as the server checks them: a group (created, or edited in its settings) and
 * an application to join one. Lengths count what is sent, the trimmed text, in UTF-16 units as the server's
 * `String.length()` does. Messages are keys of `groupFormMessages` (`groupMessages.ts`, both languages).
 */
export const GROUP_LIMITS = {
  name: { min: 5, max: 25 },
  shortName: { min: 5, max: 10 },
  brief: { min: 5, max: 50 },
  description: { min: 5, max: 1000 },
  code: 6,
  reason: { min: 5, max: 100 },
} as const;

/** What the group form edits: the fields of `POST`/`PUT /api/group`. */
export interface GroupForm {
  name: string;
  shortName: string;
  brief: string;
  description: string;
  auth: GroupAuth | null;
  /** The invitation code; asked for (and sent) only when the group is not public. */
  code: string;
  /** Listed in the group list for everyone, or only for its members. */
  visible: boolean;
}

export const EMPTY_GROUP_FORM: GroupForm = {
  name: '',
  shortName: '',
  brief: '',
  description: '',
  auth: GroupAuth.PUBLIC,
  code: '',
  visible: true,
};

/** What an application sends besides the group: the invitation code (private groups) and a reason. */
export interface JoinForm {
  code: string;
  reason: string;
}

const trimmed = (value: string | null | undefined) => (value ?? '').trim();

/** A required text of `min` to `max` characters once trimmed. */
function lengthRule(
  required: GroupFormMessageKey,
  length: GroupFormMessageKey,
  limits: { min: number; max: number },
) {
  return string()
    .defined()
    .test('required', required, (value) => trimmed(value) !== '')
    .test('length', length, (value) => {
      const size = trimmed(value).length;
      return size === 0 || (size >= limits.min && size <= limits.max);
    });
}

/** The six-character code, checked only when `needed` says the group's visibility asks for one. */
function codeRule(needed: (auth: unknown) => boolean) {
  return string()
    .defined()
    .test('required', 'groupForm.codeRequired', function required(value) {
      return !needed(this.parent.auth) || trimmed(value) !== '';
    })
    .test('length', 'groupForm.codeLength', function length(value) {
      const size = trimmed(value).length;
      return !needed(this.parent.auth) || size === 0 || size === GROUP_LIMITS.code;
    });
}

const AUTHS: readonly unknown[] = Object.values(GroupAuth);

/**
 * A group as created or edited, in the order the form shows its fields: name, short name, brief, visibility,
 * the invitation code of a protected or private group, and the description.
 */
export function groupSchema(): ObjectSchema<GroupForm> {
  return object({
    name: lengthRule('groupForm.nameRequired', 'groupForm.nameLength', GROUP_LIMITS.name),
    shortName: lengthRule('groupForm.shortNameRequired', 'groupForm.shortNameLength', GROUP_LIMITS.shortName),
    brief: lengthRule('groupForm.briefRequired', 'groupForm.briefLength', GROUP_LIMITS.brief),
    auth: mixed<GroupAuth>()
      .nullable()
      .defined()
      .test('required', 'groupForm.authRequired', (value) => AUTHS.includes(value)),
    code: codeRule((auth) => AUTHS.includes(auth) && auth !== GroupAuth.PUBLIC),
    description: lengthRule(
      'groupForm.descriptionRequired',
      'groupForm.descriptionLength',
      GROUP_LIMITS.description,
    ),
    visible: boolean().defined(),
  });
}

/**
 * An application to a group of visibility `auth`: a private group wants its invitation code, and every group
 * that is not public a reason of 5 to 100 characters (a public group is joined at once, without either).
 */
export function joinSchema(auth: GroupAuth): ObjectSchema<JoinForm> {
  const reason =
    auth === GroupAuth.PUBLIC
      ? string().defined()
      : lengthRule('groupForm.reasonRequired', 'groupForm.reasonLength', GROUP_LIMITS.reason);
  return object({
    code: codeRule(() => auth === GroupAuth.PRIVATE),
    reason,
  });
}

/**
 * The body `POST`/`PUT /api/group` takes for a checked form: trimmed texts, and the code only for a group
 * that is not public (null leaves a code already stored as it is when editing).
 */
export function groupBody(form: GroupForm, id?: number): Group {
  const auth = form.auth ?? GroupAuth.PUBLIC;
  return {
    ...(id === undefined ? {} : { id }),
    name: form.name.trim(),
    shortName: form.shortName.trim(),
    brief: form.brief.trim(),
    description: form.description.trim(),
    auth,
    code: auth === GroupAuth.PUBLIC ? null : form.code.trim(),
    visible: form.visible,
  };
}

/**
 * The form for a group as the server sends it (its settings); a missing text is empty, a missing code too.
 */
export function groupFormOf(group: Group): GroupForm {
  const auth = AUTHS.includes(group.auth) ? (group.auth as GroupAuth) : GroupAuth.PUBLIC;
  return {
    name: group.name ?? '',
    shortName: group.shortName ?? '',
    brief: group.brief ?? '',
    description: group.description ?? '',
    auth,
    code: group.code ?? '',
    visible: group.visible ?? true,
  };
}

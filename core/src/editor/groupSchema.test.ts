import { GroupAuth } from '@generated/model/index';
import type { Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import { groupFormMessages } from './groupMessages';
import {
  EMPTY_GROUP_FORM,
  groupBody,
  groupFormOf,
  groupSchema,
  joinSchema,
  type GroupForm,
} from './groupSchema';
import { validateForm } from './validateForm';

const group = (overrides: Partial<GroupForm> = {}): GroupForm => ({
  ...EMPTY_GROUP_FORM,
  name: 'Night owls club',
  shortName: 'Owls1',
  brief: 'Virtual rounds on Fridays',
  description: 'We meet online every Friday night.',
  ...overrides,
});

async function messages(
  schema: Parameters<typeof validateForm>[0],
  value: unknown,
  locale: Locale = 'en-US',
) {
  const errors = await validateForm(schema, value);
  return errors.map(({ path, message }) => [path, translate(groupFormMessages[locale], String(message))]);
}

describe('groupSchema', () => {
  it('accepts a complete public group without a code', async () => {
    expect(await validateForm(groupSchema(), group())).toEqual([]);
  });

  it('requires every field, blanks counting as empty, in the order of the form', async () => {
    const blank = group({ name: ' ', shortName: '', brief: '\t', description: '', auth: null });
    expect(await messages(groupSchema(), blank)).toEqual([
      ['name', 'The group name is required'],
      ['shortName', 'The group short name is required'],
      ['brief', 'The group brief is required'],
      ['auth', 'The group visibility is required'],
      ['description', 'The group description is required'],
    ]);
    const errors = await validateForm(groupSchema(), blank);
    expect(errors.map(({ message }) => translate(groupFormMessages['zh-CN'], String(message)))).toEqual([
      '团队名称不能为空',
      '团队简称不能为空',
      '团队简介不能为空',
      '团队权限不能为空',
      '团队描述不能为空',
    ]);
  });

  it('keeps each text within its lengths, counting the trimmed text', async () => {
    const short = group({ name: 'abcd', shortName: 'abcd', brief: 'abcd', description: 'abcd' });
    expect(await messages(groupSchema(), short)).toEqual([
      ['name', 'The group name must have 5 to 25 characters'],
      ['shortName', 'The group short name must have 5 to 10 characters'],
      ['brief', 'The group brief must have 5 to 50 characters'],
      ['description', 'The group description must have 5 to 1000 characters'],
    ]);
    const long = group({
      name: 'n'.repeat(26),
      shortName: 's'.repeat(11),
      brief: 'b'.repeat(51),
      description: 'd'.repeat(1001),
    });
    expect((await validateForm(groupSchema(), long)).map((error) => error.path)).toEqual([
      'name',
      'shortName',
      'brief',
      'description',
    ]);
    const edges = group({
      name: `  ${'n'.repeat(25)}  `,
      shortName: 's'.repeat(5),
      brief: 'b'.repeat(50),
      description: 'd'.repeat(1000),
    });
    expect(await validateForm(groupSchema(), edges)).toEqual([]);
    expect(await messages(groupSchema(), group({ name: '  abcd  ' }))).toEqual([
      ['name', 'The group name must have 5 to 25 characters'],
    ]);
  });

  it('asks a protected or private group for a code of exactly six characters', async () => {
    for (const auth of [GroupAuth.PROTECTED, GroupAuth.PRIVATE]) {
      expect(await messages(groupSchema(), group({ auth, code: '' }))).toEqual([
        ['code', 'The invitation code is required'],
      ]);
      expect(await messages(groupSchema(), group({ auth, code: 'abc12' }), 'zh-CN')).toEqual([
        ['code', '团队邀请码的长度应为 6 个字符'],
      ]);
      expect(await validateForm(groupSchema(), group({ auth, code: 'Ab12Cd' }))).toEqual([]);
    }
    expect(await validateForm(groupSchema(), group({ auth: GroupAuth.PUBLIC, code: 'x' }))).toEqual([]);
  });

  it('has the same keys in both languages', () => {
    expect(Object.keys(groupFormMessages['zh-CN']).sort()).toEqual(
      Object.keys(groupFormMessages['en-US']).sort(),
    );
  });
});

describe('joinSchema', () => {
  it('needs nothing for a public group', async () => {
    expect(await validateForm(joinSchema(GroupAuth.PUBLIC), { code: '', reason: '' })).toEqual([]);
  });

  it('needs a reason of 5 to 100 characters for a protected group, and no code', async () => {
    const schema = joinSchema(GroupAuth.PROTECTED);
    expect(await messages(schema, { code: '', reason: '' })).toEqual([
      ['reason', 'The reason for applying is required'],
    ]);
    expect(await messages(schema, { code: '', reason: 'hi' })).toEqual([
      ['reason', 'The reason for applying must have 5 to 100 characters'],
    ]);
    expect(await messages(schema, { code: '', reason: 'r'.repeat(101) }, 'zh-CN')).toEqual([
      ['reason', '申请理由的长度应为 5 到 100 个字符'],
    ]);
    expect(await validateForm(schema, { code: '', reason: '2024 级计科，想参加周测' })).toEqual([]);
  });

  it('needs the six-character code and a reason for a private group', async () => {
    const schema = joinSchema(GroupAuth.PRIVATE);
    expect(await messages(schema, { code: '', reason: '' })).toEqual([
      ['code', 'The invitation code is required'],
      ['reason', 'The reason for applying is required'],
    ]);
    expect(await messages(schema, { code: 'k7Q2x', reason: '学号 2024010238' })).toEqual([
      ['code', 'The invitation code must have exactly 6 characters'],
    ]);
    expect(await validateForm(schema, { code: 'k7Q2xm', reason: '学号 2024010238' })).toEqual([]);
  });
});

describe('groupBody and groupFormOf', () => {
  it('sends trimmed texts, and a code only for a group that is not public', () => {
    expect(groupBody(group({ name: '  Night owls club ', auth: GroupAuth.PUBLIC, code: 'abcdef' }))).toEqual({
      name: 'Night owls club',
      shortName: 'Owls1',
      brief: 'Virtual rounds on Fridays',
      description: 'We meet online every Friday night.',
      auth: GroupAuth.PUBLIC,
      code: null,
      visible: true,
    });
    expect(groupBody(group({ auth: GroupAuth.PRIVATE, code: ' Ab12Cd ' }), 7)).toMatchObject({
      id: 7,
      auth: GroupAuth.PRIVATE,
      code: 'Ab12Cd',
    });
  });

  it('reads a group from the server into the form, missing values empty', () => {
    expect(groupFormOf({ id: 3, name: 'CS2401 class', auth: GroupAuth.PRIVATE, code: null })).toEqual({
      ...EMPTY_GROUP_FORM,
      name: 'CS2401 class',
      auth: GroupAuth.PRIVATE,
    });
  });
});

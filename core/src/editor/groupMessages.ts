import type { Locale } from '../i18n/locale';

/**
 * What the group form rules (`groupSchema.ts`) say when a value breaks them, in both languages. Kept apart
 * from the rules so that an app's page texts can carry them without the validation library.
 */
const enUS = {
  'groupForm.nameRequired': 'The group name is required',
  'groupForm.nameLength': 'The group name must have 5 to 25 characters',
  'groupForm.shortNameRequired': 'The group short name is required',
  'groupForm.shortNameLength': 'The group short name must have 5 to 10 characters',
  'groupForm.briefRequired': 'The group brief is required',
  'groupForm.briefLength': 'The group brief must have 5 to 50 characters',
  'groupForm.authRequired': 'The group visibility is required',
  'groupForm.codeRequired': 'The invitation code is required',
  'groupForm.codeLength': 'The invitation code must have exactly 6 characters',
  'groupForm.descriptionRequired': 'The group description is required',
  'groupForm.descriptionLength': 'The group description must have 5 to 1000 characters',
  'groupForm.reasonRequired': 'The reason for applying is required',
  'groupForm.reasonLength': 'The reason for applying must have 5 to 100 characters',
};

export type GroupFormMessageKey = keyof typeof enUS;

const zhCN: Record<GroupFormMessageKey, string> = {
  'groupForm.nameRequired': '团队名称不能为空',
  'groupForm.nameLength': '团队名称的长度应为 5 到 25 个字符',
  'groupForm.shortNameRequired': '团队简称不能为空',
  'groupForm.shortNameLength': '团队简称的长度应为 5 到 10 个字符',
  'groupForm.briefRequired': '团队简介不能为空',
  'groupForm.briefLength': '团队简介的长度应为 5 到 50 个字符',
  'groupForm.authRequired': '团队权限不能为空',
  'groupForm.codeRequired': '团队邀请码不能为空',
  'groupForm.codeLength': '团队邀请码的长度应为 6 个字符',
  'groupForm.descriptionRequired': '团队描述不能为空',
  'groupForm.descriptionLength': '团队描述的长度应为 5 到 1000 个字符',
  'groupForm.reasonRequired': '申请理由不能为空',
  'groupForm.reasonLength': '申请理由的长度应为 5 到 100 个字符',
};

/** The texts of the group forms' messages; an app adds them to its catalogue. */
export const groupFormMessages: Record<Locale, Record<GroupFormMessageKey, string>> = {
  'en-US': enUS,
  'zh-CN': zhCN,
};

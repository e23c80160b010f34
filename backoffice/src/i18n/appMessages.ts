import type { Locale } from '@hoj/core/i18n/locale';
import type { Messages } from './messageKeys';

/**
 * The back office's own texts, in the catalogue's format (`{var}`, `key_one`/`key_other` plurals; messageKeys.ts).
 * `resources.<name>.fields.<field>` keys label columns and inputs automatically (react-admin's convention).
 */
export type AppMessages = Messages;

const zhCN: AppMessages = {
  hoj: {
    app: {
      title: 'HOJ 后台管理',
    },
    language: {
      label: '切换语言，当前：{name}',
    },
    validation: {
      fieldRequired: '{field}不能为空',
    },
    codeEditor: {
      tabIndents: '在编辑器中按 Tab 键缩进；按 {keys} 后，Tab 键可把焦点移出编辑器。',
      tabMoves: 'Tab 键现在会把焦点移出编辑器；再按 {keys} 恢复用 Tab 键缩进。',
    },
    login: {
      title: '登录后台管理',
      submit: '登录',
      submitting: '正在登录…',
      required: '请输入用户名和密码',
      notAdmin: '该账号没有后台管理的访问权限',
      serverDetail: '服务器提示：{msg}',
      failed: '登录失败，请重试',
    },
    auth: {
      adminLoginRequired: '请使用管理员账号登录',
      sessionExpired: '登录状态已失效，请重新登录',
    },
    dataProvider: {
      unsupported: '资源“{resource}”不支持操作 {method}',
    },
    dashboard: {
      welcome: '欢迎，{name}',
      intro: '请从左侧菜单选择要管理的内容。',
      roles: '你的角色',
      noRoles: '暂无角色',
      rootOnly: '用户管理等全站设置需要超级管理员角色。',
    },
  },
  resources: {
    users: {
      name_other: '用户',
      fields: {
        q: '搜索用户名、邮箱或真实姓名',
        onlyAdmin: '仅显示管理员',
        username: '用户名',
        nickname: '昵称',
        realname: '真实姓名',
        email: '邮箱',
        roles: '角色',
        status: '状态',
        gmtCreate: '创建时间',
      },
      status: {
        normal: '正常',
        banned: '已封禁',
      },
    },
  },
};

const enUS: AppMessages = {
  hoj: {
    app: {
      title: 'HOJ back office',
    },
    language: {
      label: 'Change language, current: {name}',
    },
    validation: {
      fieldRequired: '{field} is required',
    },
    codeEditor: {
      tabIndents: 'Tab indents in the editor. Press {keys} to make Tab move focus out of it.',
      tabMoves: 'Tab now moves focus out of the editor. Press {keys} to indent with Tab again.',
    },
    login: {
      title: 'Sign in to the back office',
      submit: 'Sign in',
      submitting: 'Signing in…',
      required: 'Enter your username and password',
      notAdmin: 'This account has no access to the back office',
      serverDetail: 'Server says: {msg}',
      failed: 'Login failed, please retry',
    },
    auth: {
      adminLoginRequired: 'Please log in with an admin account',
      sessionExpired: 'Your session has expired, please log in again',
    },
    dataProvider: {
      unsupported: 'Resource "{resource}" does not support {method}',
    },
    dashboard: {
      welcome: 'Welcome, {name}',
      intro: 'Pick what to manage from the menu on the left.',
      roles: 'Your roles',
      noRoles: 'No roles',
      rootOnly: 'User administration and other site-wide settings need the super admin role.',
    },
  },
  resources: {
    users: {
      name_one: 'User',
      name_other: 'Users',
      fields: {
        q: 'Search username, email or real name',
        onlyAdmin: 'Only admins',
        username: 'Username',
        nickname: 'Nickname',
        realname: 'Real name',
        email: 'Email',
        roles: 'Roles',
        status: 'Status',
        gmtCreate: 'Created',
      },
      status: {
        normal: 'Normal',
        banned: 'Banned',
      },
    },
  },
};

export const appMessages: Record<Locale, AppMessages> = { 'zh-CN': zhCN, 'en-US': enUS };

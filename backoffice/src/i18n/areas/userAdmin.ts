import { defineArea } from './defineArea';

export const userAdminMessages = defineArea({
  'zh-CN': {
    resources: {
      users: {
        fields: {
          role: '角色',
          titleName: '头衔',
          titleColor: '头衔颜色',
          setNewPwd: '重置密码',
          newPassword: '新密码',
        },
      },
    },
    hoj: {
      // The user list's button to the CSV import page (the page's own texts travel with it).
      importUsers: { open: '导入用户' },
      userAdmin: {
        editTitle: '编辑用户 {name}',
        saved: '已更新用户 {name}',
        statusNormal: '正常',
        statusBanned: '封禁',
        passwordLength: '密码长度应为 6 到 20 位',
        passwordBlank: '密码不能只有空格',
        passwordSpaces: '密码首尾不能有空格（登录时会去掉首尾空格）',
        lastSuperAdminRole: '这是唯一一位可登录的超级管理员：请先把超级管理员角色授予另一个账号',
        lastSuperAdminBan: '这是唯一一位可登录的超级管理员，不能封禁',
        passwordCharacters: '密码不能含有控制字符',
        usernameSpaces: '用户名首尾不能有空格',
        usernameCharacters: '用户名不能含有控制字符或不可见字符',
        emailInvalid: '请输入有效的邮箱地址',
        deleteTitle_other: '删除 {count} 个用户',
        deleteContent_other:
          '确定删除所选的 {count} 个用户吗？他们的提交记录、讨论、评论等数据会一并删除，且无法恢复。',
        generate: {
          open: '生成用户',
          title: '批量生成用户',
          intro: '用户名为 前缀 + 编号 + 后缀，密码随机生成，角色为普通用户。',
          prefix: '前缀',
          suffix: '后缀',
          numberFrom: '起始编号',
          numberTo: '结束编号',
          passwordLength: '密码长度',
          preview: '将生成 {count} 个用户：{first} … {last}',
          submit: '生成',
          cancel: '关闭',
          done: '已生成 {count} 个用户。请下载账号表格并妥善保管，下载链接 30 分钟内有效。',
          download: '下载账号表格',
          downloaded: '已下载 {name}',
          errors: {
            integer: '请输入不小于 0 的整数',
            range: '结束编号不能小于起始编号',
            tooMany: '一次最多生成 {max} 个用户',
            passwordLength: '密码长度应为 6 到 20 位（登录允许的长度）',
            usernameTooLong: '生成的用户名将超过 20 个字符，请缩短前缀或后缀',
            usernameCharacters: '不能含有控制字符或不可见字符',
          },
        },
      },
    },
  },
  'en-US': {
    resources: {
      users: {
        fields: {
          role: 'Role',
          titleName: 'Title',
          titleColor: 'Title colour',
          setNewPwd: 'Reset password',
          newPassword: 'New password',
        },
      },
    },
    hoj: {
      importUsers: { open: 'Import users' },
      userAdmin: {
        editTitle: 'Edit user {name}',
        saved: 'User {name} updated',
        statusNormal: 'Normal',
        statusBanned: 'Banned',
        passwordLength: 'The password must be 6 to 20 characters long',
        passwordBlank: 'The password may not be only spaces',
        passwordSpaces: 'The password may not start or end with a space (signing in drops them)',
        lastSuperAdminRole:
          'This is the only super admin who can sign in: give the super admin role to another account first',
        lastSuperAdminBan: 'This is the only super admin who can sign in and cannot be banned',
        passwordCharacters: 'The password may not hold control characters',
        usernameSpaces: 'The username may not start or end with a space',
        usernameCharacters: 'The username may not hold control or invisible characters',
        emailInvalid: 'Enter a valid e-mail address',
        deleteTitle_one: 'Delete {count} user',
        deleteTitle_other: 'Delete {count} users',
        deleteContent_one:
          'Delete the selected user? Their submissions, discussions, comments and other data are deleted with the account, and this cannot be undone.',
        deleteContent_other:
          'Delete the {count} selected users? Their submissions, discussions, comments and other data are deleted with the accounts, and this cannot be undone.',
        generate: {
          open: 'Generate users',
          title: 'Generate users',
          intro: 'Usernames are prefix + number + suffix; passwords are random; the role is normal user.',
          prefix: 'Prefix',
          suffix: 'Suffix',
          numberFrom: 'Start number',
          numberTo: 'End number',
          passwordLength: 'Password length',
          preview: '{count} users will be created: {first} … {last}',
          submit: 'Generate',
          cancel: 'Close',
          done: '{count} users were created. Download the account sheet and keep it safe; the link is valid for 30 minutes.',
          download: 'Download account sheet',
          downloaded: 'Downloaded {name}',
          errors: {
            integer: 'Enter a whole number of 0 or more',
            range: 'The end number must not be below the start number',
            tooMany: 'At most {max} users at a time',
            passwordLength: 'The password length must be 6 to 20 (what login accepts)',
            usernameTooLong: 'The usernames would be longer than 20 characters: shorten the prefix or suffix',
            usernameCharacters: 'No control or invisible characters',
          },
        },
      },
    },
  },
});

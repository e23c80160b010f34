import { defineArea } from './defineArea';

/** The login form's own checks: field lengths before sending, and the slide check after repeated failures. */
export const loginCheckMessages = defineArea({
  'zh-CN': {
    hoj: {
      loginCheck: {
        usernameTooLong: '用户名长度不能超过 {max} 个字符',
        passwordLength: '密码长度应为 {min} 到 {max} 个字符',
        title: '安全验证',
        hint: '登录失败次数较多，请先将滑块拖到缺口处完成验证',
        label: '拼图滑块',
        keys: '范围 0 到 {max}；方向键移动 1，Page Up/Page Down 移动 10，Home/End 到两端；位置会提示是否靠近缺口，回车或空格松开',
        value: '当前位置 {value}，{where}',
        where: { on: '已对准缺口，可以松开', near: '接近缺口', far: '离缺口较远' },
        required: '请先完成滑块验证',
        passed: '验证通过，可以登录了',
        guessRobot: '验证失败，疑似机器人操作，请重试',
      },
    },
  },
  'en-US': {
    hoj: {
      loginCheck: {
        usernameTooLong: 'The username can be at most {max} characters long',
        passwordLength: 'The password must be {min} to {max} characters long',
        title: 'Security check',
        hint: 'Too many failed logins: move the slider so the piece fills the gap',
        label: 'Puzzle slider',
        keys: 'Range 0 to {max}; arrow keys move by 1, Page Up/Page Down by 10, Home/End jump to the ends; the position says when the piece is close to the gap; Enter or Space releases',
        value: 'Position {value}, {where}',
        where: { on: 'on the gap, release now', near: 'close to the gap', far: 'away from the gap' },
        required: 'Please complete the slider check first',
        passed: 'Check passed, you can sign in now',
        guessRobot: 'The check failed (robot suspected); please try again',
      },
    },
  },
});

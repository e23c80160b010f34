import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { translateIn } from '@portal/i18n/catalog';
import {
  chosenFileMessage,
  describeValidationRows,
  renderIn,
  type ValidationRow,
} from '@portal/test/validationRows';
import { AvatarSetting } from './avatar/AvatarSetting';
// The rows render a part of the settings page on their own: the texts its route's chunk registers.
import '@portal/i18n/pages/settings';

// The settings page's rows of the validation-message catalogue: every message of its forms' rules, in both languages
// (@portal/test/validationRows).

installMockServer();

/** The user's avatar picker checks a file before anything is cropped or sent. */
function avatarRow(rule: string, file: File, zh: string, en: string): ValidationRow {
  return {
    rule: `user avatar: ${rule}`,
    shown: (locale) =>
      chosenFileMessage(
        renderIn(locale, AvatarSetting, {}),
        translateIn(locale, 'settings.avatar.choose'),
        file,
      ),
    'zh-CN': zh,
    'en-US': en,
  };
}

describeValidationRows('settings page', [
  avatarRow(
    'file type',
    new File(['%PDF'], 'avatar.pdf', { type: 'application/pdf' }),
    '文件格式不支持，只能上传 gif、jpg、jpeg、png、bmp 或 webp 格式的图片',
    'File type not supported: only gif, jpg, jpeg, png, bmp and webp pictures',
  ),
  avatarRow(
    'at most 2 MB',
    new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'avatar.png', { type: 'image/png' }),
    '头像图片大小不能超过 2 MB',
    'The picture must not be larger than 2 MB',
  ),
]);

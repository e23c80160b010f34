import type { AvatarUploadResult, ChangeAccountVO, UserInfoVO } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { fetchWith, hojFetch, readResponseBody } from '@hoj/core/http/hojFetch';
import { getHttpConfig } from '@hoj/core/http/config';
import { localizeServerMessage } from '@hoj/core/i18n/serverMessages';
import { session } from '@hoj/core/session/session';

/** The mobile calls are an extension a stock HOJ server answers with 404: the form reports that itself. */
const quiet = fetchWith({ silent: true });

/**
 * A refused change comes back as a success whose `code` is not 200, with the server's reason in `msg`: shown in
 * the reader's language like the request layer's errors.
 */
async function readChange(answer: Promise<ChangeAccountVO>): Promise<ChangeAccountVO> {
  const result = await answer;
  return result.msg
    ? { ...result, msg: localizeServerMessage(result.msg, getHttpConfig().locale()) }
    : result;
}

export const changePassword = (oldPassword: string, newPassword: string): Promise<ChangeAccountVO> =>
  readChange(unwrap(api.POST('/api/change-password', { body: { oldPassword, newPassword } })));

/** `data` is null: success is all there is to know (failures reject). */
export async function sendEmailCode(email: string): Promise<void> {
  await api.GET('/api/get-change-email-code', { params: { query: { email } } });
}

export const changeEmail = (body: {
  password: string;
  newEmail: string;
  code: string;
}): Promise<ChangeAccountVO> => readChange(unwrap(api.POST('/api/change-email', { body })));

export async function sendMobileCode(mobile: string): Promise<void> {
  await api.GET('/api/get-change-mobile-code', { params: { query: { mobile } }, fetch: quiet });
}

export const changeMobile = (body: {
  password: string;
  newMobile: string;
  code: string;
}): Promise<ChangeAccountVO> => readChange(unwrap(api.POST('/api/change-mobile', { body, fetch: quiet })));

/** The server reads only the editable fields; the rest of the user travels along as hoj-vue sends it. */
export const changeUserInfo = (user: UserInfoVO): Promise<UserInfoVO> =>
  unwrap(api.POST('/api/change-userInfo', { body: user }));

/** Multipart part `image`, through the one request layer (token, headers, errors). */
export async function uploadAvatar(image: Blob, fileName: string): Promise<AvatarUploadResult> {
  const form = new FormData();
  form.append('image', image, fileName);
  const response = await hojFetch('/api/file/upload-avatar', { method: 'POST', body: form });
  const envelope = (await readResponseBody(response)) as { data: AvatarUploadResult };
  return envelope.data;
}

/** Puts a changed user into the session, so the user menu and every page show it at once. */
export function updateSessionUser(changes: Partial<UserInfoVO>): void {
  const current = session.get().user;
  if (current) session.setUser({ ...current, ...changes });
}

import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '@portal/i18n/useT';
import { userSignal } from '@portal/shared/session/sessionSignals';
import { showToast } from '@portal/shared/toast/toastStore';
import { Avatar } from '@portal/shared/ui/Avatar';
import { loadImage } from '@portal/shared/ui/cropImage';
import { ImageCropDialog } from '@portal/shared/ui/ImageCropDialog';
import { updateSessionUser, uploadAvatar } from '../api/settingsApi';
import { AVATAR_ACCEPT, avatarFileProblem } from './avatarFile';
import '@portal/i18n/pages/settings';

/**
 * The avatar: pick a picture (type and size are checked before anything is sent), crop it, upload it; the new
 * avatar shows everywhere at once through the session.
 */
export function AvatarSetting() {
  useSignals();
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const user = userSignal.value;
  const [problem, setProblem] = useState<string | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a cancel.
    event.target.value = '';
    if (!file) return;
    const reason = avatarFileProblem(file);
    setProblem(reason ? t(reason) : null);
    if (reason) return;
    const url = URL.createObjectURL(file);
    setChecking(true);
    loadImage(url)
      .then(
        () => setSource(url),
        () => {
          URL.revokeObjectURL(url);
          setProblem(t('settings.avatar.unreadable', { name: file.name }));
        },
      )
      .finally(() => setChecking(false));
  };

  const save = async (png: Blob) => {
    const result = await uploadAvatar(png, 'avatar.png');
    updateSessionUser(result);
    setSource(null);
    showToast('success', t('settings.avatar.uploaded'));
  };

  return (
    <div className="avatar-setting">
      <Avatar src={user?.avatar} name={user?.username ?? '?'} size={96} />
      <div className="avatar-setting__pick">
        <h3 className="settings-form__title">{t('settings.avatar.title')}</h3>
        <label className="button button--secondary avatar-setting__choose" htmlFor={inputId}>
          {t('settings.avatar.choose')}
        </label>
        <input
          id={inputId}
          className="visually-hidden avatar-setting__input"
          type="file"
          accept={AVATAR_ACCEPT}
          aria-describedby={hintId}
          onChange={choose}
        />
        <p id={hintId} className="avatar-setting__hint">
          {t('settings.avatar.hint')}
        </p>
        <p role="status" className="avatar-setting__hint">
          {checking ? t('settings.avatar.checking') : null}
        </p>
        <p role="alert" className="settings-form__message settings-form__message--error">
          {problem}
        </p>
      </div>
      {source ? (
        <ImageCropDialog
          src={source}
          texts={{
            title: t('settings.avatar.cropTitle'),
            cropArea: t('settings.avatar.cropArea'),
            zoom: t('settings.avatar.zoom'),
            cancel: t('settings.cancel'),
            save: t('settings.avatar.save'),
            failed: t('settings.avatar.failed'),
          }}
          onCancel={() => setSource(null)}
          onSave={save}
        />
      ) : null}
    </div>
  );
}

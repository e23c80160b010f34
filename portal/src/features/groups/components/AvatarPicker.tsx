import { lazy, Suspense, useEffect, useId, useState, type ChangeEvent } from 'react';
import { useT } from '@portal/i18n/useT';
import { Avatar } from '@portal/shared/ui/Avatar';
import { AVATAR_ACCEPT, avatarFileIssue } from '@portal/shared/ui/avatarFile';
import { loadImage } from '@portal/shared/ui/cropImage';

// The cropper (react-easy-crop) comes only when a picture has been chosen.
const ImageCropDialog = lazy(() =>
  import('@portal/shared/ui/ImageCropDialog').then((module) => ({ default: module.ImageCropDialog })),
);

interface AvatarPickerProps {
  /** The picture shown now (the group's, or the one cropped for a new group). */
  src: string | null;
  /** For the initial shown when there is no picture. */
  name: string;
  /** Takes the cropped 200 × 200 PNG; a rejection keeps the crop dialog open with the reason. */
  onCropped: (png: Blob) => Promise<void>;
}

/**
 * A group's avatar: choose a picture (its type and size are checked before anything else), crop it to a
 * square, and hand the result to the page, which uploads it or keeps it until the group exists.
 */
export function AvatarPicker({ src, name, onCropped }: AvatarPickerProps) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [source, setSource] = useState<string | null>(null);

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
    const issue = avatarFileIssue(file);
    setProblem(issue ? t(`groups.avatar.${issue}`) : null);
    if (issue) return;
    const url = URL.createObjectURL(file);
    loadImage(url).then(
      () => setSource(url),
      () => {
        URL.revokeObjectURL(url);
        setProblem(t('groups.avatar.unreadable', { name: file.name }));
      },
    );
  };

  const save = async (png: Blob) => {
    await onCropped(png);
    setSource(null);
  };

  return (
    <div className="group-avatar-picker">
      <Avatar src={src} name={name || '?'} size={72} />
      <div className="group-avatar-picker__pick">
        <label className="button button--secondary group-avatar-picker__choose" htmlFor={inputId}>
          {t('groups.avatar.choose')}
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={AVATAR_ACCEPT}
          aria-describedby={hintId}
          onChange={choose}
        />
        <p id={hintId} className="group-form__hint">
          {t('groups.avatar.hint')}
        </p>
        <p role="alert" className="field__error">
          {problem}
        </p>
      </div>
      {source ? (
        <Suspense fallback={null}>
          <ImageCropDialog
            src={source}
            shape="rect"
            texts={{
              title: t('groups.avatar.cropTitle'),
              cropArea: t('groups.avatar.cropArea'),
              zoom: t('groups.avatar.zoom'),
              cancel: t('groups.cancel'),
              save: t('groups.avatar.use'),
              failed: t('groups.avatar.failed'),
            }}
            onCancel={() => setSource(null)}
            onSave={save}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

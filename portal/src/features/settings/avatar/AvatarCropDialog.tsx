import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { isApiError } from '@hoj/core/http/apiError';
import { useT } from '@portal/i18n/useT';
import { Dialog } from '@portal/shared/ui/Dialog';
import { AVATAR_SIZE, cropToPng } from './cropImage';

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;

interface AvatarCropDialogProps {
  /** Object URL of the chosen picture. */
  src: string;
  onCancel: () => void;
  /** Uploads the cropped PNG; a rejection keeps the dialog open with the reason. */
  onSave: (png: Blob) => Promise<void>;
}

/**
 * Crops the chosen picture to a 200 × 200 square: drag (or arrow keys on the picture) to move, the slider or the
 * wheel to zoom. Saving uploads the result as PNG.
 */
export function AvatarCropDialog({ src, onCancel, onSave }: AvatarCropDialogProps) {
  const t = useT();
  const zoomId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    if (!area) return;
    setBusy(true);
    setError(null);
    try {
      await onSave(await cropToPng(src, area));
    } catch (failure) {
      setError(isApiError(failure) ? failure.msg : t('settings.avatar.failed'));
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('settings.avatar.cropTitle')} onClose={onCancel} width={520}>
      <div className="avatar-crop">
        <div className="avatar-crop__area">
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            aspect={1}
            cropSize={{ width: AVATAR_SIZE, height: AVATAR_SIZE }}
            cropShape="round"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            cropperProps={{ 'aria-label': t('settings.avatar.cropArea') }}
          />
        </div>
        <div className="avatar-crop__zoom">
          <label htmlFor={zoomId}>{t('settings.avatar.zoom')}</label>
          <input
            id={zoomId}
            type="range"
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.05}
            value={zoom}
            onChange={(event) => setZoom(Number(event.target.value))}
          />
        </div>
        <p role="alert" className="avatar-crop__error">
          {error}
        </p>
        <div className="avatar-crop__actions">
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
            {t('settings.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void save()}
            disabled={busy || !area}
          >
            {t('settings.avatar.save')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

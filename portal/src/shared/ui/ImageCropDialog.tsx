import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { isApiError } from '@hoj/core/http/apiError';
import { Dialog } from './Dialog';
import { AVATAR_SIZE, cropToPng } from './cropImage';
import './ImageCropDialog.css';

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;

/** The dialog's texts, from the page that opens it (a user's avatar, a group's). */
export interface ImageCropTexts {
  title: string;
  /** Names the picture area and says how to move it. */
  cropArea: string;
  zoom: string;
  cancel: string;
  save: string;
  /** Shown when saving fails without a reason from the server. */
  failed: string;
}

interface ImageCropDialogProps {
  /** Object URL of the chosen picture. */
  src: string;
  texts: ImageCropTexts;
  /** A round window for a user's avatar, a square one for a group's. */
  shape?: 'round' | 'rect';
  onCancel: () => void;
  /** Takes the cropped PNG (to upload or keep); a rejection keeps the dialog open with the reason. */
  onSave: (png: Blob) => Promise<void>;
}

/**
 * Crops a chosen picture to a 200 × 200 square: drag (or arrow keys on the picture) to move, the slider or
 * the wheel to zoom. Saving hands the result, as PNG, to the page.
 */
export function ImageCropDialog({ src, texts, shape = 'round', onCancel, onSave }: ImageCropDialogProps) {
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
      setError(isApiError(failure) ? failure.msg : texts.failed);
      setBusy(false);
    }
  };

  return (
    <Dialog title={texts.title} onClose={onCancel} width={520}>
      <div className="image-crop">
        <div className="image-crop__area">
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            aspect={1}
            cropSize={{ width: AVATAR_SIZE, height: AVATAR_SIZE }}
            cropShape={shape}
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            cropperProps={{ 'aria-label': texts.cropArea }}
          />
        </div>
        <div className="image-crop__zoom">
          <label htmlFor={zoomId}>{texts.zoom}</label>
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
        <p role="alert" className="image-crop__error">
          {error}
        </p>
        <div className="image-crop__actions">
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
            {texts.cancel}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void save()}
            disabled={busy || !area}
          >
            {texts.save}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

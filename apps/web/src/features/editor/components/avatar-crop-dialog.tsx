// The crop step of an avatar: the photo under a frame of the chosen shape (证件照 4:5, the PDF's photo box, or 方形),
// moved by drag, touch or arrow keys and zoomed by pinch, wheel or the slider; 确定 hands the area back.
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Button, Modal, Segmented, Slider } from 'antd';
import styles from './avatar-crop-dialog.module.css';

const SHAPES = [
  { value: 'portrait', label: '证件照（竖版）', aspect: 4 / 5 },
  { value: 'square', label: '方形', aspect: 1 },
] as const;
type Shape = (typeof SHAPES)[number]['value'];

interface Props {
  /** The photo (an object URL), or null when closed. */
  image: string | null;
  busy: boolean;
  onConfirm: (area: Area) => void;
  onCancel: () => void;
}

export function AvatarCropDialog({ image, busy, onConfirm, onCancel }: Props) {
  const [shape, setShape] = useState<Shape>('portrait');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const aspect = SHAPES.find((s) => s.value === shape)?.aspect ?? 1;

  return (
    <Modal
      open={image !== null}
      title="裁剪头像"
      onCancel={onCancel}
      destroyOnHidden
      centered
      width={480}
      afterClose={() => {
        setCrop({ x: 0, y: 0 });
        setZoom(1);
        setArea(null);
      }}
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={busy}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={busy} disabled={!area} onClick={() => area && onConfirm(area)}>
          确定
        </Button>,
      ]}
    >
      <Segmented
        block
        value={shape}
        onChange={(v) => setShape(v)}
        options={SHAPES.map(({ value, label }) => ({ value, label }))}
        aria-label="裁剪形状"
      />
      <div className={styles.cropArea} data-testid="avatar-crop">
        {image && (
          <Cropper
            image={image}
            crop={crop}
            zoom={zoom}
            aspect={aspect}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            cropperProps={{ 'aria-label': '裁剪区域：拖动或用方向键移动照片' }}
            mediaProps={{ alt: '要裁剪的照片' }}
          />
        )}
      </div>
      <div className={styles.cropZoom}>
        <span id="avatar-zoom-label">缩放</span>
        <Slider
          min={1}
          max={4}
          step={0.05}
          value={zoom}
          onChange={setZoom}
          aria-labelledby="avatar-zoom-label"
          tooltip={{ formatter: (v) => `${Math.round((v ?? 1) * 100)}%` }}
          style={{ flex: 1 }}
        />
      </div>
      <p className={styles.cropHint}>照片只在本机裁剪和压缩，上传的是裁剪后的小图。</p>
    </Modal>
  );
}

import { useEffect, useRef, useState } from 'react';
import { App, Button, Modal, Slider, Space, Typography } from 'antd';
import SignaturePad from 'signature_pad';
import { signingMessages as sm } from '@agent-portal/contracts/messages';
import type { SignBlock } from '../api/signing';

/** Spec 2 §9: the pad's canvas is 900 × 350, the pen width 1 to 6. */
export const PAD_SIZE = { width: 900, height: 350 } as const;
export const PEN_WIDTH = { min: 1, max: 6, initial: 3 } as const;

export interface SignaturePadDialogProps {
  block: SignBlock | null;
  signerName: string;
  /** Stores the PNG data URL; resolves when stored (the dialog then closes), rejects to keep it open. */
  onConfirm: (block: SignBlock, image: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * The full-screen signature pad (spec 2 §2.9): 請在此處簽名 on the canvas, 請親自簽正楷全名 above it, or for the
 * agree field the handwritten 同意投保. Confirm refuses an empty pad.
 */
export function SignaturePadDialog({ block, signerName, onConfirm, onCancel }: SignaturePadDialogProps) {
  const { message } = App.useApp();
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [pen, setPen] = useState<number>(PEN_WIDTH.initial);
  const [drawn, setDrawn] = useState(false);
  const [saving, setSaving] = useState(false);

  // The canvas exists once the modal has rendered its body: attach the pad then, detach when it closes.
  const attach = (canvas: HTMLCanvasElement | null) => {
    canvasRef.current = canvas;
    if (!canvas || padRef.current) return;
    const pad = new SignaturePad(canvas, {
      penColor: '#111',
      minWidth: pen / 2,
      maxWidth: pen,
      backgroundColor: 'rgba(0,0,0,0)',
    });
    pad.addEventListener('beginStroke', () => setDrawn(true));
    padRef.current = pad;
  };

  useEffect(() => {
    if (padRef.current) {
      padRef.current.minWidth = pen / 2;
      padRef.current.maxWidth = pen;
    }
  }, [pen]);

  useEffect(() => {
    if (block) return;
    padRef.current?.off();
    padRef.current = null;
    setDrawn(false);
  }, [block]);

  const clear = () => {
    padRef.current?.clear();
    setDrawn(false);
  };

  const confirm = async () => {
    const pad = padRef.current;
    if (!block || !pad) return;
    if (pad.isEmpty()) return void message.warning(sm.PAD_EMPTY);
    setSaving(true);
    try {
      await onConfirm(block, pad.toDataURL('image/png'));
    } finally {
      setSaving(false);
    }
  };

  const agree = block?.agree ?? false;
  return (
    <Modal
      open={block !== null}
      title={block ? `${block.docName}｜${block.label}｜${signerName}` : ''}
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ body: { minHeight: 'calc(100vh - 140px)' } }}
      onCancel={onCancel}
      maskClosable={false}
      destroyOnClose
      footer={
        <Space>
          <Button onClick={clear}>清除</Button>
          <Button onClick={onCancel}>取消</Button>
          <Button type="primary" loading={saving} onClick={() => void confirm()} data-testid="pad-confirm">
            確認
          </Button>
        </Space>
      }
    >
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {agree ? sm.AGREE_HINT : sm.PAD_NAME_HINT}
        </Typography.Title>
        <div
          style={{
            position: 'relative',
            width: PAD_SIZE.width,
            height: PAD_SIZE.height,
            border: '2px dashed #8c8c8c',
            borderRadius: 8,
            background: '#fff',
          }}
        >
          {!drawn && (
            <div
              aria-hidden
              style={{
                position: 'absolute',
                inset: 0,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                color: '#bfbfbf',
                fontSize: agree ? 96 : 40,
                letterSpacing: agree ? 24 : 4,
                pointerEvents: 'none',
                userSelect: 'none',
              }}
            >
              {agree ? sm.AGREE_PHRASE : sm.PAD_HINT}
            </div>
          )}
          <canvas
            ref={attach}
            width={PAD_SIZE.width}
            height={PAD_SIZE.height}
            data-testid="signature-pad"
            aria-label={sm.PAD_HINT}
            style={{ position: 'absolute', inset: 0, touchAction: 'none', cursor: 'crosshair' }}
          />
        </div>
        <Space align="center" style={{ width: 400 }}>
          <span>筆寬</span>
          <Slider
            ariaLabelForHandle="筆寬"
            min={PEN_WIDTH.min}
            max={PEN_WIDTH.max}
            step={1}
            value={pen}
            onChange={setPen}
            style={{ width: 300 }}
            aria-label="筆寬"
          />
          <span>{pen}</span>
        </Space>
      </div>
    </Modal>
  );
}

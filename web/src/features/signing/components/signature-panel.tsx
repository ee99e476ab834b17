import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, App, Badge, Card, Empty, Spin, Tabs, Tag, Typography } from 'antd';
import { signingMessages as sm } from '@agent-portal/contracts/messages';
import { DocumentFailed, PdfViewer, type PdfPageViewport } from '@/components/pdf';
import { ApiError } from '@/lib/api-error';
import { useLoad } from '@/lib/use-load';
import {
  getSignDocument,
  postSignature,
  useSigningState,
  type SignBlock,
  type SigningState,
} from '../api/signing';
import { nextTarget, type NextTarget } from '../utils/next-target';
import { viewerScale, waitForBlock } from '../utils/viewer-scale';
import { SignerStatus } from './signer-status';

/**
 * The signature pad, a chunk loaded at the first block clicked (signature_pad and the pen's Slider are not on the
 * panel's first paint); mounted from then on, as it was before.
 */
const SignaturePadDialog = lazy(async () => ({
  default: (await import('./signature-pad-dialog')).SignaturePadDialog,
}));

export interface SignaturePanelProps {
  transCode: string;
  readOnly?: boolean;
  /** The state after each load or signature (the step's completeness, the floating buttons). */
  onState?: (state: SigningState) => void;
  /**
   * Fills its container's height (a flex column, the signature dialog's body): the PDF takes what the tabs leave
   * and scrolls inside its own area. Without it the PDF's area is at most 70% of the window (the n8 step).
   */
  fill?: boolean;
}

type DocumentLoad = { phase: 'loading' } | { phase: 'ready'; data: ArrayBuffer } | { phase: 'failed' };

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const resize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, []);
  return width;
}

/** The panel as a flex column that fills its container, the PDF's area taking the height the rest leaves. */
const FILL = {
  card: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
  body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
  document: { flex: 1, minHeight: 0 },
} as const;

/** What a signed block's name says (it is not a button one can press any more). */
const SIGNED_MARK = '已簽名';

function hintOf(target: NextTarget, state: SigningState): string {
  if (target.kind === 'done') return sm.ALL_SIGNED;
  if (target.kind === 'signature') return sm.NEXT_SIGNATURE;
  if (target.kind === 'document') return sm.NEXT_DOCUMENT(target.block.docName);
  const signer = state.signers.find((s) => s.cusCode === target.block.cusCode);
  return sm.NEXT_SIGNER(signer?.label ?? '', signer?.name ?? '');
}

/**
 * 要保書簽名(客戶) (spec 2 §2.9, §4.6): signer tabs, location tabs, the record in the pdf.js viewer with its sign
 * blocks placed from the layouts, the full-screen pad; after each signature a floating hint to the next signature,
 * document or person.
 */
export function SignaturePanel({ transCode, readOnly = false, onState, fill = false }: SignaturePanelProps) {
  const { message, modal } = App.useApp();
  const { data: state, mutate, error } = useSigningState(transCode);
  const [cusCode, setCusCode] = useState<string>();
  const [recCode, setRecCode] = useState<string>();
  const [padBlock, setPadBlock] = useState<SignBlock | null>(null);
  const [padUsed, setPadUsed] = useState(false);
  const [hint, setHint] = useState<NextTarget | null>(null);
  const scale = viewerScale(useWindowWidth());

  useEffect(() => {
    if (state) onState?.(state);
  }, [state, onState]);

  // The first signer and their first unsigned (else first) location.
  useEffect(() => {
    if (!state || cusCode) return;
    const first = state.blocks.find((b) => !b.image) ?? state.blocks[0];
    if (first) {
      setCusCode(first.cusCode);
      setRecCode(first.recCode);
    }
  }, [state, cusCode]);

  const signer = state?.signers.find((s) => s.cusCode === cusCode);
  const blocks = useMemo(() => state?.blocks.filter((b) => b.cusCode === cusCode) ?? [], [state, cusCode]);
  const selected = blocks.find((b) => b.recCode === recCode) ?? blocks[0];
  const docFid = selected?.docFid;

  // The selected block's document, loaded when the block changes.
  const loadedDocument = useLoad(
    cusCode && docFid ? ['sign-document', transCode, docFid, cusCode] : null,
    () => getSignDocument(transCode, docFid ?? '', cusCode ?? ''),
    { onError: () => void modal.error({ content: sm.PDF_FAILED, okText: '確定' }) },
  );
  const document: DocumentLoad =
    loadedDocument.data !== undefined
      ? { phase: 'ready', data: loadedDocument.data }
      : loadedDocument.error !== undefined
        ? { phase: 'failed' }
        : { phase: 'loading' };
  const documentData = loadedDocument.data;
  const source = useMemo(() => (documentData !== undefined ? { data: documentData } : null), [documentData]);

  const goTo = useCallback((block: SignBlock) => {
    setCusCode(block.cusCode);
    setRecCode(block.recCode);
    void waitForBlock(block.recCode).then((el) =>
      el?.scrollIntoView({ behavior: 'smooth', block: 'center' }),
    );
  }, []);

  const confirm = async (block: SignBlock, image: string) => {
    try {
      const next = await postSignature(transCode, block.recCode, image);
      await mutate(next, { revalidate: false });
      setPadBlock(null);
      void message.success(sm.SIGNED);
      const target = nextTarget(next, block);
      setHint(target);
      if (target.kind === 'signature') goTo(target.block);
    } catch (err) {
      if (err instanceof ApiError) void modal.error({ content: err.body.message, okText: '確定' });
      throw err;
    }
  };

  const overlay = (pageIndex: number, viewport: PdfPageViewport) =>
    state?.blocks
      .filter((b) => b.docFid === docFid && b.page === pageIndex + 1)
      .map((b) => {
        const mine = b.cusCode === cusCode;
        const active = b.recCode === selected?.recCode;
        // A signature is given once (issue 40): a signed block shows its image and opens no pad.
        const clickable = mine && !readOnly && !b.image;
        // The hint drawn in an unsigned block of the signer's is part of its name (what is read is what is seen).
        const hint = !b.image && mine ? (b.agree ? sm.AGREE_PHRASE : sm.PAD_HINT) : '';
        return (
          <button
            type="button"
            key={b.recCode}
            data-sign-block={b.recCode}
            data-signed={b.image ? 'Y' : 'N'}
            disabled={!clickable}
            aria-label={[b.docName, b.label, hint, b.image ? SIGNED_MARK : ''].filter(Boolean).join(' ')}
            onClick={() => {
              setRecCode(b.recCode);
              setPadUsed(true);
              setPadBlock(b);
            }}
            style={{
              position: 'absolute',
              left: b.x * viewport.scale,
              top: b.y * viewport.scale,
              width: b.width * viewport.scale,
              height: b.height * viewport.scale,
              padding: 0,
              border: `2px ${active ? 'solid' : 'dashed'} ${mine ? '#d4380d' : '#bfbfbf'}`,
              background: b.image
                ? 'rgba(255,255,255,0.85)'
                : mine
                  ? 'rgba(255,229,143,0.45)'
                  : 'transparent',
              cursor: clickable ? 'pointer' : 'default',
              opacity: mine ? 1 : 0.5,
            }}
          >
            {b.image ? (
              <img
                src={b.image}
                alt={`${b.label} 簽名`}
                style={{ width: '100%', height: '100%', objectFit: 'contain' }}
              />
            ) : (
              mine && <span style={{ color: '#d4380d', fontWeight: 600 }}>{hint}</span>
            )}
          </button>
        );
      });

  if (error) return <DocumentFailed onReload={() => void mutate()} />;
  if (!state) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (state.signers.length === 0) return <Empty description="本案無需於此簽名" />;

  return (
    <Card
      title={sm.PANEL_TITLE}
      size="small"
      extra={<SignerStatus state={state} />}
      style={fill ? FILL.card : undefined}
      styles={fill ? { body: FILL.body } : undefined}
    >
      <Tabs
        activeKey={cusCode}
        onChange={(key) => {
          const first =
            state.blocks.find((b) => b.cusCode === key && !b.image) ??
            state.blocks.find((b) => b.cusCode === key);
          setCusCode(key);
          setRecCode(first?.recCode);
        }}
        items={state.signers.map((s) => ({
          key: s.cusCode,
          label: (
            <span data-signer={s.signCode}>
              {s.label} {s.name}{' '}
              <Tag color={s.signed === s.total ? 'green' : 'orange'}>
                {s.signed}/{s.total}
              </Tag>
            </span>
          ),
        }))}
      />
      <Tabs
        size="small"
        activeKey={selected?.recCode}
        onChange={(key) => {
          const block = blocks.find((b) => b.recCode === key);
          if (block) goTo(block);
        }}
        items={blocks.map((b) => ({
          key: b.recCode,
          label: (
            <span data-location={b.recCode}>
              <Badge status={b.image ? 'success' : 'warning'} /> {b.docName}－{b.label}
            </span>
          ),
        }))}
      />
      {signer?.signDt && (
        <Typography.Text type="success">
          {signer.label}簽名完成時間：{signer.signDt}
        </Typography.Text>
      )}
      {hint && (
        <Alert
          showIcon
          closable
          style={{ position: 'sticky', top: 0, zIndex: 2, margin: '8px 0' }}
          type={hint.kind === 'done' ? 'success' : 'info'}
          message={hintOf(hint, state)}
          action={
            hint.kind !== 'done' && hint.kind !== 'signature' ? (
              <a
                onClick={() => {
                  goTo(hint.block);
                  setHint(null);
                }}
              >
                前往
              </a>
            ) : undefined
          }
          onClose={() => setHint(null)}
          data-testid="sign-hint"
        />
      )}
      <div
        data-testid="sign-document-area"
        style={{
          ...(fill ? FILL.document : { maxHeight: '70vh' }),
          overflow: 'auto',
          background: '#f0f0f0',
          padding: 12,
        }}
      >
        {document.phase === 'failed' && <DocumentFailed onReload={loadedDocument.retry} />}
        {document.phase === 'loading' && <Spin style={{ display: 'block', margin: '48px auto' }} />}
        {source && (
          <PdfViewer
            source={source}
            scale={scale}
            renderOverlay={overlay}
            title={selected?.docName ?? 'PDF 文件'}
          />
        )}
      </div>
      {padUsed && (
        <Suspense fallback={null}>
          <SignaturePadDialog
            block={padBlock}
            signerName={signer?.name ?? ''}
            onConfirm={confirm}
            onCancel={() => setPadBlock(null)}
          />
        </Suspense>
      )}
    </Card>
  );
}

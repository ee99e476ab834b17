import { Space, Tag, Tooltip } from 'antd';
import type { SigningState } from '../api/signing';

/** Per signer: signed or pending, per document (issue 13 §6), e.g. 要保人 王大明 已簽 / 書面分析報告 待簽. */
export function SignerStatus({ state }: { state: SigningState }) {
  if (state.signers.length === 0) return <Tag>無需簽名</Tag>;
  return (
    <Space size={4} wrap data-testid="signer-status">
      {state.signers.map((s) => {
        const done = s.signed === s.total;
        const detail = s.documents.map(
          (d) => `${d.docName}：${d.signed === d.total ? '已簽' : '待簽'}（${d.signed}/${d.total}）`,
        );
        return (
          <Tooltip key={s.cusCode} title={detail.join('、')}>
            <Tag color={done ? 'green' : 'orange'} data-signer-status={s.signCode}>
              {s.label} {s.name} {done ? '已簽' : '待簽'}
            </Tag>
          </Tooltip>
        );
      })}
    </Space>
  );
}

/** The per-document lines, for places with room (the proposal list's expanded row). */
export function SignerDocuments({ state }: { state: SigningState }) {
  if (state.signers.length === 0) return <span>本案無需於平板簽名</span>;
  return (
    <Space direction="vertical" size={2}>
      {state.signers.map((s) => (
        <Space key={s.cusCode} size={4} wrap>
          <strong>
            {s.label} {s.name}
          </strong>
          {s.documents.map((d) => (
            <Tag key={d.docFid} color={d.signed === d.total ? 'green' : 'orange'}>
              {d.docName} {d.signed === d.total ? '已簽' : '待簽'}
            </Tag>
          ))}
          {s.signDt && <span>簽名時間 {s.signDt}</span>}
        </Space>
      ))}
    </Space>
  );
}

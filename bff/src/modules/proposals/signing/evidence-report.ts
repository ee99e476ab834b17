import { signingMessages } from '@agent-portal/contracts/messages';
import { BUSINESS_TIME_ZONE, evidenceVerdict } from '@agent-portal/contracts/rules';
import { escapeHtml } from '../../../common/escape-html';
import type { Schema } from '../../../http/bff-types';

type Evidence = Schema<'SignatureEvidence'>;
type Row = Evidence['records'][number];

/** Taiwan time, as the signers' sign times are written. */
const taipei = (iso: string) =>
  new Date(iso).toLocaleString('zh-TW', { timeZone: BUSINESS_TIME_ZONE, hour12: false });

const KIND: Record<Row['kind'], string> = signingMessages.EVIDENCE_KIND;
const STATE: Record<NonNullable<Row['state']>, string> = {
  pending: signingMessages.EVIDENCE_PENDING,
  confirmed: signingMessages.EVIDENCE_CONFIRMED,
  failed: signingMessages.EVIDENCE_FAILED,
  voided: signingMessages.EVIDENCE_VOIDED,
};

/**
 * The evidence as a printable page for an auditor (issue 22 item 4): the verification result in its header, then
 * every event in order with its hashes in full. Self-contained: no script, no outside resource. `note`: a line under
 * the verdict (the offline export says what it did not compare).
 */
export function evidenceReport(evidence: Evidence, note?: string): string {
  const verdict = evidenceVerdict(evidence);
  const unrecorded = evidence.unrecorded.length
    ? `<p class="bad">查無證據的簽名欄位：${evidence.unrecorded.map(escapeHtml).join('、')}</p>`
    : '';
  const rows = evidence.records
    .map(
      (r, i) => `<tr>
  <td>${i + 1}</td><td>${escapeHtml(KIND[r.kind])}${r.state ? `（${escapeHtml(STATE[r.state])}）` : ''}</td>
  <td>${escapeHtml(taipei(r.at))}</td><td>${escapeHtml(r.signerName)}</td><td>${escapeHtml(r.label)}</td>
  <td>${escapeHtml(r.docCode)} ${escapeHtml(r.docFid)}</td><td>${escapeHtml(r.recCode)}</td><td>${escapeHtml(r.userCode)}</td>
  <td>${escapeHtml(r.clientIp)}</td><td class="h">${escapeHtml(r.imageSha256)}</td><td class="h">${escapeHtml(r.pdfSha256)}</td>
  <td class="h">${escapeHtml(r.chainHash)}</td>
</tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="zh-TW"><head><meta charset="utf-8"><title>簽名證據 ${escapeHtml(evidence.transCode)}</title>
<style>
body{font-family:sans-serif;margin:24px}table{border-collapse:collapse;width:100%;font-size:12px}
th,td{border:1px solid #999;padding:4px;vertical-align:top}.h{font-family:monospace;word-break:break-all;width:14%}
.ok{color:#135200}.bad{color:#a8071a}
</style></head><body>
<h1>簽名證據 ${escapeHtml(evidence.transCode)}</h1>
<p class="${verdict.ok ? 'ok' : 'bad'}" id="verdict">${escapeHtml(verdict.text)}</p>
${unrecorded}${note ? `\n<p id="note">${escapeHtml(note)}</p>` : ''}
<p>驗證時間：${escapeHtml(taipei(evidence.verifiedAt))}</p>
<table><thead><tr><th>#</th><th>事件</th><th>時間</th><th>簽名人</th><th>欄位</th><th>文件</th><th>簽名區塊</th>
<th>業務員</th><th>來源 IP</th><th>簽名圖檔 SHA-256</th><th>文件 SHA-256</th><th>雜湊鏈</th></tr></thead>
<tbody>
${rows}
</tbody></table></body></html>
`;
}

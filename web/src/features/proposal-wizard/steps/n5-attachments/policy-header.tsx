import { Descriptions } from 'antd';
import type { AttachmentsHeader } from '../../api/case-files';

const INSURE_TYPE = { M: '行動投保', R: '遠距投保' } as const;

/** n5's line above the slots (spec 2 §2.6): the policyholder (type O) and the policy info the step loads. */
export function PolicyHeader({ header }: { header: AttachmentsHeader }) {
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} bordered style={{ marginBottom: 16 }}>
      <Descriptions.Item label="要保人">{header.policyholderName || '—'}</Descriptions.Item>
      <Descriptions.Item label="投保方式">{INSURE_TYPE[header.polInsureType]}</Descriptions.Item>
      {header.insAcceptNo && <Descriptions.Item label="受理編號">{header.insAcceptNo}</Descriptions.Item>}
      {header.submittedCases !== null && (
        <Descriptions.Item label="要保人其他已送件案件">{`${header.submittedCases} 件`}</Descriptions.Item>
      )}
    </Descriptions>
  );
}

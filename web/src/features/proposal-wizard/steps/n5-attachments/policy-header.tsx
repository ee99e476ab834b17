import { Descriptions, type DescriptionsProps } from 'antd';
import type { AttachmentsHeader } from '../../api/case-files';

const INSURE_TYPE = { M: '行動投保', R: '遠距投保' } as const;

/** n5's line above the slots (spec 2 §2.6): the policyholder (type O) and the policy info the step loads. */
export function PolicyHeader({ header }: { header: AttachmentsHeader }) {
  // The items API (not children): an item left out leaves no empty cell behind.
  const items: DescriptionsProps['items'] = [
    { key: 'owner', label: '要保人', children: header.policyholderName || '—' },
    { key: 'type', label: '投保方式', children: INSURE_TYPE[header.polInsureType] },
    ...(header.insAcceptNo ? [{ key: 'accept', label: '受理編號', children: header.insAcceptNo }] : []),
    ...(header.submittedCases !== null
      ? [{ key: 'submitted', label: '要保人其他已送件案件', children: `${header.submittedCases} 件` }]
      : []),
  ];
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: items.length }}
      bordered
      items={items}
      style={{ marginBottom: 16 }}
    />
  );
}

import { Descriptions, Modal, Spin } from 'antd';
import { useCommissionDetail, type CommissionKey } from '../api/get-commission-detail';
import { commissionDetailFields, fieldValue } from './commission-fields';

interface CommissionDetailDialogProps {
  target: CommissionKey | null;
  onClose: () => void;
}

/** 佣金明細: one row, fetched again by period, empID and recNo. */
export function CommissionDetailDialog({ target, onClose }: CommissionDetailDialogProps) {
  const { data, isLoading } = useCommissionDetail(target);
  return (
    <Modal
      open={target !== null}
      title="佣金明細"
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
    >
      {isLoading || !data ? (
        <Spin />
      ) : (
        <Descriptions bordered size="small" column={2}>
          {commissionDetailFields.map((f) => (
            <Descriptions.Item key={f.key} label={f.label}>
              {fieldValue(f, data)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </Modal>
  );
}

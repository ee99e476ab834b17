import { Modal } from 'antd';
import { AmlForm } from './aml-form';

export interface AmlResendDialogProps {
  /** The case to resend (state U, amlPassState P); null = closed. */
  transCode: string | null;
  onClose: () => void;
  /** Finished: the list reloads (the case no longer waits for its AML data). */
  onDone: () => void;
}

/** 洗錢資料重送 (spec 2 §2.8): the AML step's form in money-laundering mode. Its own chunk. */
export default function AmlResendDialog({ transCode, onClose, onDone }: AmlResendDialogProps) {
  return (
    <Modal
      open={transCode !== null}
      title="洗錢資料重送"
      width={1000}
      footer={null}
      destroyOnHidden
      maskClosable={false}
      onCancel={onClose}
    >
      {transCode && (
        <AmlForm
          transCode={transCode}
          moneyLaundMode
          onFinished={() => {
            onDone();
            onClose();
          }}
          onForceClose={onClose}
        />
      )}
    </Modal>
  );
}

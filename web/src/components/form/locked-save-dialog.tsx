import type { ReactNode } from 'react';
import { Form, Modal } from 'antd';

interface LockedSaveDialogProps {
  title: string;
  open: boolean;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** The frame of a dialog whose record cannot be edited after saving (interview result, send date; spec 2 §4.4). */
export function LockedSaveDialog({ title, open, saving, onSave, onCancel, children }: LockedSaveDialogProps) {
  return (
    <Modal
      title={title}
      open={open}
      okText="儲存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={onSave}
      onCancel={onCancel}
      destroyOnHidden
      maskClosable={false}
    >
      <Form layout="vertical" component="div">
        {children}
      </Form>
    </Modal>
  );
}

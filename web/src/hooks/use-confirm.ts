import { App } from 'antd';

/** A yes/no question (確定 / 取消) as a promise: true when the agent confirms. */
export function useConfirm() {
  const { modal } = App.useApp();
  return (content: string) =>
    new Promise<boolean>((resolve) => {
      void modal.confirm({
        content,
        okText: '確定',
        cancelText: '取消',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
}

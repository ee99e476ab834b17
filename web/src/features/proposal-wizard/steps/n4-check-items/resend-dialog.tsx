import { useMemo } from 'react';
import { App, Button, Modal, Space, Spin } from 'antd';
import { useForm } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import { yupResolver } from '@hookform/resolvers/yup';
import { attachmentMessages as am } from '@agent-portal/contracts/messages';
import { checkItemsSchema } from '@agent-portal/contracts/validation/check-items';
import { useButtonLock } from '@/hooks/use-button-lock';
import { logProposalAccess } from '@/lib/access-log';
import { ApiError } from '@/lib/api-error';
import { useLoad } from '@/lib/use-load';
import { getCheckItems, postCheckItems } from './check-items-api';
import { CheckItemsForm } from './check-items-form';
import { toBody, toValues, type CheckItemsStepValues } from './values';

export interface ResendCase {
  transCode: string;
  polInsureType: 'M' | 'R';
}

/** A refusal was alerted by the api client; anything else is a bug. */
function shownByClient(error: unknown): void {
  if (!(error instanceof ApiError)) throw error;
}

/**
 * 檢核總表 (spec 2 §2.8, §4.5): the list's check-item resubmission for U cases with preSignState R. The n4 form;
 * 取消, 暫存 (searchPageTempSave → 暫存完成, lengths only) and 送審 (audit → 送審完成, the full schema).
 */
export default function ResendCheckItemsDialog({
  target,
  onClose,
  onDone,
}: {
  target: ResendCase | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const transCode = target?.transCode ?? '';
  // One load per opened case; a refusal (alerted by the api client) closes the dialog.
  const { data } = useLoad(
    target ? ['check-items', transCode, 'resend'] : null,
    () => getCheckItems(transCode, { fromSearch: true, isPreview: false }),
    {
      onError: (error: unknown) => {
        shownByClient(error);
        onClose();
      },
    },
  );
  const loaded = data !== undefined;
  const values = useMemo(() => data && toValues(data), [data]);
  const form = useForm<CheckItemsStepValues>({
    resolver: yupResolver(checkItemsSchema as AnyObjectSchema),
    values,
  });
  const lock = useButtonLock();
  const stepCode = target?.polInsureType === 'R' ? 'REMOTE_S4' : 'INS_S4';

  const send = (executeFrom: 'audit' | 'searchPageTempSave', values: CheckItemsStepValues) =>
    postCheckItems(transCode, toBody(values, executeFrom)).then((text) => {
      void message.success(text);
      onDone();
      onClose();
    });

  const submit = () =>
    lock.run(async () => {
      logProposalAccess('ProposalSearch', 'checkItemsAudit', '檢核總表', { transCode, stepCode });
      await form.handleSubmit((values) => send('audit', values))();
    });
  const temporary = () =>
    lock.run(async () => {
      logProposalAccess('ProposalSearch', 'checkItemsTempSave', '檢核總表', { transCode, stepCode });
      await send('searchPageTempSave', form.getValues());
    });

  return (
    <Modal
      open={target !== null}
      title={am.RESUBMIT_TITLE}
      onCancel={onClose}
      width={960}
      destroyOnHidden
      maskClosable={false}
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button onClick={() => void temporary()?.catch(shownByClient)} disabled={!loaded || lock.locked}>
            暫存
          </Button>
          <Button
            type="primary"
            onClick={() => void submit()?.catch(shownByClient)}
            disabled={!loaded || lock.locked}
            loading={lock.locked}
          >
            送審
          </Button>
        </Space>
      }
    >
      {loaded && target ? (
        <CheckItemsForm
          control={form.control}
          readOnly={false}
          transCode={target.transCode}
          stepCode={stepCode}
          polInsureType={target.polInsureType}
        />
      ) : (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      )}
    </Modal>
  );
}

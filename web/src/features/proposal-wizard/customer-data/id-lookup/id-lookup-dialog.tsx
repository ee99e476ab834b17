/**
 * IdLookupDialog — the ID lookup (magnifier) dialog of spec 3 §2, §5, §8.
 *
 * Props:
 * - `open`; `title` (default 身分證字號查詢); `initialIdn`: the ID already typed on the screen.
 * - `scope` (optional): `{ transCode, compCode }` sent with the lookup.
 * - `other` (legal-representative tab): `{ idn, party }` — the customer's ID (party O policyholder / I insured)
 *   that the looked-up ID may not equal.
 * - `onResult(result)`: `{ status, idn, customer }` for S (normal), M (after its warning) and N (no record,
 *   customer null: the agent types the data). With a customer the screen fills its fields, sets getDataYn Y,
 *   makes `customer.locked` read-only, fills the last-period finance (`lastIncome`) and the reference addresses
 *   (`addressFromLookup`, flag N). The phone-split reminder is shown here before `onResult`.
 * - `onCancel()`.
 * Refusals stay in the dialog: the dialog's rules (required, 10 characters, mixId, not the other party's ID), the
 * carry-out permit (403), and status E (alerted, nothing used).
 */
import { useEffect, useState } from 'react';
import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, useForm } from 'react-hook-form';
import { customerDataMessages as m } from '@agent-portal/contracts/messages';
import { idLookupSchema } from '@agent-portal/contracts/validation';
import { useFocusReturn } from '@/hooks/use-focus-return';
import { ApiError } from '@/lib/api-error';
import { useCustomerStepWhere } from '../../hooks/use-customer-step-where';
import { lookupId, type IdLookupCustomer } from './id-lookup-api';

export interface IdLookupResult {
  status: 'S' | 'M' | 'N';
  idn: string;
  customer: IdLookupCustomer | null;
}

export interface IdLookupDialogProps {
  open: boolean;
  title?: string;
  initialIdn?: string;
  scope?: { transCode?: string; compCode?: string };
  other?: { idn: string; party: 'O' | 'I' };
  onResult: (result: IdLookupResult) => void;
  onCancel: () => void;
}

const schema = idLookupSchema();

interface LookupForm {
  idn: string;
  otherIdn?: string;
  party?: 'O' | 'I';
}

export function IdLookupDialog(props: IdLookupDialogProps) {
  const { open, title = m.ID_LOOKUP_TITLE, initialIdn = '', scope, other, onResult, onCancel } = props;
  const focusReturn = useFocusReturn(open);
  const { modal } = App.useApp();
  // The other party's ID rides along as form values: the schema refuses the same ID for both.
  const valuesOf = (): LookupForm => ({ idn: initialIdn, otherIdn: other?.idn, party: other?.party });
  const { control, handleSubmit, reset } = useForm<LookupForm>({
    resolver: yupResolver(schema),
    defaultValues: valuesOf(),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const where = useCustomerStepWhere();

  // Each opening starts from the ID on the screen, without the last opening's messages.
  useEffect(() => {
    if (!open) return;
    reset(valuesOf());
    setRefusal(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const alert = (kind: 'error' | 'warning' | 'info', content: string) =>
    new Promise<void>((resolve) => {
      modal[kind]({ content, okText: '確定', onOk: () => resolve(), onCancel: () => resolve() });
    });

  const lookup = async (checked: LookupForm) => {
    setBusy(true);
    try {
      const answer = await lookupId({
        idn: checked.idn,
        transCode: scope?.transCode,
        compCode: scope?.compCode,
        otherIdn: other?.idn,
        party: other?.party,
        stepCode: where.stepCode,
      });
      if (answer.status === 'E') {
        await alert('error', answer.message);
        return;
      }
      if (answer.status === 'N') {
        onResult({ status: 'N', idn: checked.idn, customer: null });
        void modal.info({ content: answer.message, okText: '確定' });
        return;
      }
      if (answer.status === 'M') await alert('warning', answer.message);
      onResult({ status: answer.status, idn: checked.idn, customer: answer.customer });
      if (answer.reminder) void alert('info', answer.reminder);
    } catch (err) {
      setRefusal(err instanceof ApiError ? err.body.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  const search = () => {
    setRefusal(null);
    void handleSubmit(lookup)();
  };

  return (
    <Modal
      open={open}
      {...focusReturn}
      title={title}
      maskClosable={false}
      destroyOnClose
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          取消
        </Button>,
        <Button key="search" type="primary" loading={busy} onClick={search}>
          查詢
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div">
        <Controller
          control={control}
          name="idn"
          render={({ field, fieldState }) => (
            <Form.Item
              label="身分證字號"
              required
              htmlFor="id-lookup-idn"
              validateStatus={fieldState.error ? 'error' : undefined}
              help={fieldState.error?.message}
            >
              <Input
                id="id-lookup-idn"
                ref={field.ref}
                maxLength={10}
                autoComplete="off"
                value={field.value}
                onChange={(e) => field.onChange(e.target.value.toUpperCase())}
                onBlur={field.onBlur}
                onPressEnter={search}
              />
            </Form.Item>
          )}
        />
        {refusal && <Alert type="error" showIcon data-testid="id-lookup-refusal" message={refusal} />}
      </Form>
    </Modal>
  );
}

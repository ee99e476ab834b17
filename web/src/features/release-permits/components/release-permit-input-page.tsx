import { useRef } from 'react';
import { App, Button, Card, Form, Input, Space, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { yupResolver } from '@hookform/resolvers/yup';
import { releasePermitMessages as rm } from '@agent-portal/contracts/messages';
import { toHalfWidth } from '@agent-portal/contracts/rules';
import { releasePermitSchema, type ReleasePermitInput } from '@agent-portal/contracts/validation';
import { useParameters } from '@/api/common';
import { DateField } from '@/components/form/date-field';
import { FormInput } from '@/components/form/form-input';
import { FormTextArea } from '@/components/form/form-text-area';
import { paths } from '@/config/paths';
import { useButtonLock } from '@/hooks/use-button-lock';
import { ApiError } from '@/lib/api-error';
import { getReleasePermitCustomer } from '../api/get-release-permit-customer';
import { postReleasePermit } from '../api/post-release-permit';

const EMPTY: ReleasePermitInput = {
  cusIdn: '',
  cusName: '',
  getDataYn: '',
  walkOutStartDtStr: '',
  walkOutEndDtStr: '',
  applyDesc: '',
};

/** 新增攜出申請 (releasePermitInput): ID lookup, dates within WALKOUT_DAY_LIMIT days, description, 送出審核. */
export function ReleasePermitInputPage() {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const lookupLock = useButtonLock();
  const lock = useButtonLock();
  const { data: parameters } = useParameters();
  const limit = Number(parameters?.find((p) => p.parameterCode === 'WALKOUT_DAY_LIMIT')?.parameterValue) || 0;
  // The resolver is read once by useForm: it takes WALKOUT_DAY_LIMIT from this ref, current when it runs.
  const limitRef = useRef(limit);
  limitRef.current = limit;
  const form = useForm<ReleasePermitInput>({
    defaultValues: EMPTY,
    // yupResolver validates with the context useForm hands it (its own schema options' context is overridden).
    resolver: (values, _context, options) =>
      yupResolver(releasePermitSchema)(
        values,
        { now: new Date(), walkoutDayLimit: limitRef.current },
        options,
      ),
  });
  const { control, setValue, setError, clearErrors, getValues } = form;

  /** The magnifier: the name only from the core; an unknown ID clears the fields with its message. */
  const lookup = () =>
    lookupLock.run(async () => {
      const cusIdn = (getValues('cusIdn') ?? '').trim().toUpperCase();
      clearErrors('cusIdn');
      if (!cusIdn) {
        setError('cusIdn', { message: rm.ID_REQUIRED });
        return;
      }
      try {
        const found = await getReleasePermitCustomer(cusIdn);
        setValue('cusIdn', found.cusIdn);
        setValue('cusName', found.cusName, { shouldValidate: form.formState.isSubmitted });
        setValue('getDataYn', 'Y');
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        form.reset({ ...getValues(), cusIdn: '', cusName: '', getDataYn: '' });
        void modal.warning({ content: error.body.message, okText: '確定' });
      }
    });

  const submit = () =>
    lock.run(() =>
      form.handleSubmit(async (values) => {
        const done = await postReleasePermit(values).catch(() => undefined);
        if (!done) return;
        modal.success({
          content: done.message,
          okText: '確定',
          onOk: () => navigate(paths.releasePermitAudit),
        });
      })(),
    );

  return (
    <PageContainer title={rm.NEW_TITLE}>
      <Card>
        <Form layout="vertical" component="div" style={{ maxWidth: 560 }}>
          <Controller
            control={control}
            name="cusIdn"
            render={({ field, fieldState }) => (
              <Form.Item
                label="身分證字號"
                htmlFor="cusIdn"
                validateStatus={fieldState.error ? 'error' : undefined}
                help={fieldState.error?.message}
              >
                <Input.Search
                  id="cusIdn"
                  ref={field.ref}
                  maxLength={10}
                  value={field.value ?? ''}
                  enterButton={
                    <Button
                      aria-label="查詢客戶"
                      icon={<SearchOutlined />}
                      loading={lookupLock.locked}
                      disabled={lookupLock.locked}
                    />
                  }
                  onChange={(e) => {
                    field.onChange(toHalfWidth(e.target.value).toUpperCase());
                    // The ID's message (請輸入身分證字號, a lookup's) belongs to the ID it was given for.
                    clearErrors('cusIdn');
                    // A changed ID needs a new lookup: the name is the lookup's only.
                    setValue('cusName', '');
                    setValue('getDataYn', '');
                  }}
                  onSearch={() => void lookup()}
                />
              </Form.Item>
            )}
          />
          <FormInput control={control} name="cusName" label="客戶姓名" readOnly />
          <Space size="large">
            <DateField control={control} name="walkOutStartDtStr" label="攜出起日" />
            <DateField control={control} name="walkOutEndDtStr" label="攜出迄日" />
          </Space>
          <FormTextArea control={control} name="applyDesc" label="申請說明" rows={4} maxLength={200} />
          {limit > 0 && (
            <Typography.Paragraph type="secondary">{rm.DAY_LIMIT_NOTE(limit)}</Typography.Paragraph>
          )}
          <Space>
            <Button onClick={() => navigate(paths.releasePermitAudit)}>取消</Button>
            <Button type="primary" loading={lock.locked} disabled={lock.locked} onClick={() => void submit()}>
              送出審核
            </Button>
          </Space>
        </Form>
      </Card>
    </PageContainer>
  );
}

/**
 * AddressDialog — the address dialog of spec 3 §2/§5 with the normalisation of §8.
 *
 * Props:
 * - `open`; `type`: R registered/household or L residence (title and message prefix).
 * - `initial`: the address value to edit (parts, full text, flag); an empty one starts with the floor 一.
 * - `scope` (optional): `{ transCode, compCode }` sent with the check.
 * - `onDone(value)`: called with the parts, the full text to keep and the flag: Y (ok1/ok2, or a renumbered address
 *   the agent confirmed), P (service unreachable: the typed address is kept and the flow continues).
 * - `onCancel()`.
 * The dialog is a react-hook-form over contracts' addressDialogSchema (address-resolver.ts), fresh at each opening;
 * its rules run before the check; unknown, malformed and failed answers stay in
 * the dialog with their message (unknown lists the reference addresses).
 */
import { useMemo, useState } from 'react';
import {
  Alert,
  App,
  AutoComplete,
  Button,
  Col,
  Flex,
  Form,
  Input,
  Modal,
  Row,
  Select,
  Typography,
} from 'antd';
import { useForm, useWatch } from 'react-hook-form';
import { customerDataMessages as m } from '@agent-portal/contracts/messages';
import {
  DEFAULT_ADDRESS_FLOOR,
  formatAddress,
  toFullWidthDigits,
  type AddressField,
  type AddressParts,
  type AddressType,
} from '@agent-portal/contracts/rules';
import { useCities } from '@/api/common';
import { useFocusReturn } from '@/hooks/use-focus-return';
import { ApiError } from '@/lib/api-error';
import { useCustomerStepWhere } from '../../hooks/use-customer-step-where';
import { checkAddress, useRoads } from './address-api';
import type { AddressValue } from './address-record';
import { addressResolver, problemMessages } from './address-resolver';

export interface AddressDialogProps {
  open: boolean;
  type: AddressType;
  initial: AddressValue;
  scope?: { transCode?: string; compCode?: string };
  onDone: (value: AddressValue) => void;
  onCancel: () => void;
}

/** The detail parts in the dialog's order, with the unit word shown after each box. */
const DETAILS: { field: AddressField; unit: string; label: string }[] = [
  { field: 'addrLane', unit: '巷', label: '巷' },
  { field: 'addrAlley', unit: '弄', label: '弄' },
  { field: 'addrLon', unit: '衖', label: '衖' },
  { field: 'addrNum', unit: '號', label: '號' },
  { field: 'addrNumOf', unit: '之', label: '號之' },
  { field: 'addrFloor', unit: '樓', label: '樓' },
  { field: 'addrFloorOf', unit: '之', label: '樓之' },
  { field: 'addrRoom', unit: '室', label: '室' },
];

interface Problem {
  messages: string[];
  references: string[];
}

const startParts = (initial: AddressValue): AddressParts =>
  initial.full || Object.keys(initial.parts).length > 0
    ? { ...initial.parts }
    : { addrFloor: DEFAULT_ADDRESS_FLOOR };

/** The dialog (its form is mounted afresh at each opening: it starts from the field's value). */
export function AddressDialog({ open, type, initial, scope, onDone, onCancel }: AddressDialogProps) {
  const focusReturn = useFocusReturn(open);
  return (
    <Modal
      open={open}
      {...focusReturn}
      title={`${m.ADDRESS_DIALOG_TITLE[type]}`}
      width={760}
      maskClosable={false}
      destroyOnClose
      onCancel={onCancel}
      footer={null}
    >
      <AddressForm type={type} initial={initial} scope={scope} onDone={onDone} onCancel={onCancel} />
    </Modal>
  );
}

function AddressForm({ type, initial, scope, onDone, onCancel }: Omit<AddressDialogProps, 'open'>) {
  const { modal } = App.useApp();
  const where = useCustomerStepWhere();
  // The parts' own problems show until the next 確定 (a part's goes when it is edited).
  const form = useForm<AddressParts>({
    resolver: addressResolver,
    defaultValues: startParts(initial),
    reValidateMode: 'onSubmit',
  });
  const { control, setValue, clearErrors, formState } = form;
  const parts = useWatch({ control });
  /** The check's answer that keeps the agent here (unknown with its references, malformed, failed). */
  const [answer, setAnswer] = useState<Problem | null>(null);
  const [checking, setChecking] = useState(false);
  const cities = useCities();
  const roads = useRoads(parts.addrCity ?? undefined, parts.addrArea ?? undefined);

  const cityOptions = useMemo(
    () => [...new Set((cities.data ?? []).map((c) => c.cityName))].map((c) => ({ value: c, label: c })),
    [cities.data],
  );
  const areas = useMemo(
    () => (cities.data ?? []).filter((c) => c.cityName === parts.addrCity),
    [cities.data, parts.addrCity],
  );
  const roadOptions = useMemo(() => {
    const typed = (parts.addrRoad ?? '').trim();
    return (roads.data ?? [])
      .map((r) => r.roadName)
      .filter((r) => !typed || r.includes(typed))
      .map((r) => ({ value: r, label: r }));
  }, [roads.data, parts.addrRoad]);

  const fieldErrors = formState.errors;
  const set = (patch: AddressParts) => {
    for (const field of Object.keys(patch) as AddressField[]) {
      setValue(field, patch[field] ?? '');
      clearErrors(field);
    }
  };

  const full = formatAddress(parts);
  const rules = problemMessages(formState.errors);
  const problem: Problem | null = answer ?? (rules.length > 0 ? { messages: rules, references: [] } : null);

  const finish = (value: AddressValue) => {
    setAnswer(null);
    onDone(value);
  };

  const check = async (checked: AddressParts) => {
    setChecking(true);
    setAnswer(null);
    try {
      const v = await checkAddress(type, checked, { ...scope, stepCode: where.stepCode });
      if (v.outcome === 'ok') return finish({ parts: checked, full: v.address, flag: 'Y' });
      if (v.outcome === 'unreachable') {
        modal.warning({ title: m.ADDRESS_PREFIX[type], content: v.message, okText: '確定' });
        return finish({ parts: checked, full: v.typed, flag: 'P' });
      }
      if (v.outcome === 'renumbered') {
        modal.confirm({
          title: m.ADDRESS_PREFIX[type],
          content: (
            <div data-testid="address-renumbered">
              <div>{v.message}</div>
              <div>{m.ADDRESS_RENUMBERED_CONFIRM}</div>
            </div>
          ),
          okText: '確定',
          cancelText: '取消',
          onOk: () => finish({ parts: checked, full: v.address, flag: 'Y' }),
        });
        return;
      }
      setAnswer({ messages: [v.message], references: v.references });
    } catch (err) {
      const message = err instanceof ApiError ? err.body.message : m.ADDRESS_CHECK_FAILED;
      setAnswer({ messages: [message], references: [] });
    } finally {
      setChecking(false);
    }
  };
  const confirm = form.handleSubmit(check, () => setAnswer(null));

  const detail = ({ field, unit, label }: (typeof DETAILS)[number]) => (
    <Col key={field} xs={12} md={6}>
      <Form.Item
        validateStatus={fieldErrors[field] ? 'error' : undefined}
        help={fieldErrors[field]?.message}
        style={{ marginBottom: 12 }}
      >
        <Input
          aria-label={label}
          maxLength={10}
          addonAfter={unit}
          value={parts[field] ?? ''}
          onChange={(e) => set({ [field]: toFullWidthDigits(e.target.value) })}
        />
      </Form.Item>
    </Col>
  );

  return (
    <>
      <Form layout="vertical" component="div">
        <Row gutter={12}>
          <Col xs={24} md={6}>
            <Form.Item
              label="縣市"
              required
              htmlFor="address-city"
              validateStatus={fieldErrors.addrCity ? 'error' : undefined}
              help={fieldErrors.addrCity?.message}
            >
              <Select
                id="address-city"
                showSearch
                placeholder="請選擇縣市"
                loading={cities.isLoading}
                options={cityOptions}
                value={parts.addrCity || undefined}
                onChange={(addrCity: string) =>
                  set({ addrCity, addrArea: '', addrZipCode: '', addrRoad: '' })
                }
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={7}>
            <Form.Item
              label="區域"
              required
              htmlFor="address-area"
              validateStatus={fieldErrors.addrArea ? 'error' : undefined}
              help={fieldErrors.addrArea?.message}
            >
              <Select
                id="address-area"
                showSearch
                placeholder="請選擇區域"
                disabled={!parts.addrCity}
                options={areas.map((a) => ({ value: a.areaName, label: `${a.areaName} ${a.zipCode}` }))}
                value={parts.addrArea || undefined}
                onChange={(addrArea: string) =>
                  set({
                    addrArea,
                    addrZipCode: areas.find((a) => a.areaName === addrArea)?.zipCode ?? '',
                    addrRoad: '',
                  })
                }
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={11}>
            <Form.Item
              label="路名"
              required
              htmlFor="address-road"
              validateStatus={fieldErrors.addrRoad ? 'error' : undefined}
              help={fieldErrors.addrRoad?.message}
            >
              <AutoComplete
                id="address-road"
                placeholder="請選擇或輸入路名"
                disabled={!parts.addrArea}
                options={roadOptions}
                value={parts.addrRoad ?? ''}
                onChange={(addrRoad: string) => set({ addrRoad: toFullWidthDigits(addrRoad) })}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>{DETAILS.map(detail)}</Row>
        <Typography.Paragraph data-testid="address-full" style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">完整地址：</Typography.Text>
          {parts.addrZipCode ? `${parts.addrZipCode} ` : ''}
          {full}
        </Typography.Paragraph>
        {problem && (
          <Alert
            type="error"
            showIcon
            data-testid="address-problem"
            message={
              <div>
                {problem.messages.map((msg) => (
                  <div key={msg}>{msg}</div>
                ))}
              </div>
            }
            description={
              problem.references.length > 0 ? (
                <div data-testid="address-references">
                  <div>{m.ADDRESS_REFERENCES}</div>
                  <ul style={{ margin: 0, paddingLeft: 20 }}>
                    {problem.references.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ul>
                </div>
              ) : undefined
            }
          />
        )}
      </Form>
      <Flex justify="end" gap={8} style={{ marginTop: 12 }}>
        <Button onClick={onCancel}>取消</Button>
        <Button type="primary" loading={checking} onClick={() => void confirm()}>
          確定
        </Button>
      </Flex>
    </>
  );
}

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
 * The dialog's rules (contracts' addressIssues) run before the check; unknown, malformed and failed answers stay in
 * the dialog with their message (unknown lists the reference addresses).
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, App, AutoComplete, Button, Col, Form, Input, Modal, Row, Select, Typography } from 'antd';
import { customerDataMessages as m } from '@agent-portal/contracts/messages';
import {
  addressIssues,
  DEFAULT_ADDRESS_FLOOR,
  formatAddress,
  toFullWidthDigits,
  type AddressField,
  type AddressParts,
  type AddressType,
  type AddressValue,
} from '@agent-portal/contracts/rules';
import { useCities } from '@/api/common';
import { useFocusReturn } from '@/hooks/use-focus-return';
import { ApiError } from '@/lib/api-error';
import { checkAddress, useRoads } from './address-api';

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

export function AddressDialog({ open, type, initial, scope, onDone, onCancel }: AddressDialogProps) {
  const focusReturn = useFocusReturn(open);
  const { modal } = App.useApp();
  const [parts, setParts] = useState<AddressParts>(() => startParts(initial));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [checking, setChecking] = useState(false);
  const cities = useCities();
  const roads = useRoads(parts.addrCity ?? undefined, parts.addrArea ?? undefined);

  useEffect(() => {
    if (open) {
      setParts(startParts(initial));
      setProblem(null);
    }
    // Restart from the field's value each time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

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

  const [fieldErrors, setFieldErrors] = useState<Partial<Record<AddressField, string>>>({});
  const set = (patch: AddressParts) => {
    setParts((p) => ({ ...p, ...patch }));
    setFieldErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch) as AddressField[]) delete next[k];
      return next;
    });
  };

  const full = formatAddress(parts);

  const finish = (value: AddressValue) => {
    setProblem(null);
    onDone(value);
  };

  const confirm = async () => {
    const found = addressIssues(parts);
    if (found.length > 0) {
      const byField: Partial<Record<AddressField, string>> = {};
      for (const i of found) if (i.field && !byField[i.field]) byField[i.field] = i.message;
      setFieldErrors(byField);
      setProblem({ messages: found.map((i) => i.message), references: [] });
      return;
    }
    setChecking(true);
    setProblem(null);
    try {
      const v = await checkAddress(type, parts, scope);
      if (v.outcome === 'ok') return finish({ parts, full: v.address, flag: 'Y' });
      if (v.outcome === 'unreachable') {
        modal.warning({ title: m.ADDRESS_PREFIX[type], content: v.message, okText: '確定' });
        return finish({ parts, full: v.typed, flag: 'P' });
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
          onOk: () => finish({ parts, full: v.address, flag: 'Y' }),
        });
        return;
      }
      setProblem({ messages: [v.message], references: v.references });
    } catch (err) {
      const message = err instanceof ApiError ? err.body.message : m.ADDRESS_CHECK_FAILED;
      setProblem({ messages: [message], references: [] });
    } finally {
      setChecking(false);
    }
  };

  const detail = ({ field, unit, label }: (typeof DETAILS)[number]) => (
    <Col key={field} xs={12} md={6}>
      <Form.Item
        validateStatus={fieldErrors[field] ? 'error' : undefined}
        help={fieldErrors[field]}
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
    <Modal
      open={open}
      {...focusReturn}
      title={`${m.ADDRESS_DIALOG_TITLE[type]}`}
      width={760}
      maskClosable={false}
      destroyOnClose
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={checking} onClick={() => void confirm()}>
          確定
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div">
        <Row gutter={12}>
          <Col xs={24} md={6}>
            <Form.Item
              label="縣市"
              required
              htmlFor="address-city"
              validateStatus={fieldErrors.addrCity ? 'error' : undefined}
              help={fieldErrors.addrCity}
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
              help={fieldErrors.addrArea}
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
              help={fieldErrors.addrRoad}
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
    </Modal>
  );
}

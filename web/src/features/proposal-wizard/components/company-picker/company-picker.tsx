import { Card, Col, Empty, Modal, Row, Tag, Typography } from 'antd';
import { useCompanies, useParameters } from '@/api/common';
import { CH_OPEN_PARAMETER, isCompanySelectable } from './selectable';

interface CompanyPickerProps {
  open: boolean;
  onPick: (compCode: string) => void;
  onCancel: () => void;
}

/** 選擇保險公司: one card per insurer; CH only while CH_OPEN_YN is Y, BPC never. */
export function CompanyPicker({ open, onPick, onCancel }: CompanyPickerProps) {
  const { data: companies } = useCompanies();
  const { data: parameters } = useParameters();
  const chOpen = parameters?.find((p) => p.parameterCode === CH_OPEN_PARAMETER)?.parameterValue;

  return (
    <Modal open={open} title="選擇保險公司" footer={null} onCancel={onCancel} width={720} destroyOnHidden>
      {!companies || companies.length === 0 ? (
        <Empty />
      ) : (
        <Row gutter={[12, 12]}>
          {companies.map((c) => {
            const selectable = isCompanySelectable(c.compCode, chOpen);
            return (
              <Col key={c.compCode} xs={24} sm={12} md={8}>
                <Card
                  size="small"
                  hoverable={selectable}
                  role="button"
                  aria-label={c.compName}
                  aria-disabled={!selectable}
                  tabIndex={selectable ? 0 : -1}
                  onClick={() => selectable && onPick(c.compCode)}
                  onKeyDown={(e) => selectable && (e.key === 'Enter' || e.key === ' ') && onPick(c.compCode)}
                  style={{ opacity: selectable ? 1 : 0.45, cursor: selectable ? 'pointer' : 'not-allowed' }}
                >
                  <Typography.Text strong>{c.compName}</Typography.Text>
                  <div>
                    <Tag>{c.channelCode === 'P' ? '產險' : '壽險'}</Tag>
                    {!selectable && <Tag color="default">暫不開放</Tag>}
                  </div>
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
    </Modal>
  );
}

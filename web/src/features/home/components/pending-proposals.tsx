import { useState } from 'react';
import { Button, Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePendingProposals } from '../api/get-pending-proposals';
import { PENDING_PAGE } from '../utils/service-notice';

/** 待處理要保書: cards of the proposals in states N, O, S, U; 6 first, 6 more per 顯示更多. */
export function PendingProposals() {
  const { data } = usePendingProposals();
  const [shown, setShown] = useState(PENDING_PAGE);
  const navigate = useNavigate();
  const list = data ?? [];

  return (
    <Card title="待處理要保書" size="small">
      {!data ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <Empty description="目前沒有待處理的要保書" />
      ) : (
        <>
          <Row gutter={[12, 12]}>
            {list.slice(0, shown).map((p) => (
              <Col key={p.transCode} xs={24} md={12} xl={8}>
                <Card
                  size="small"
                  hoverable
                  role="article"
                  aria-label={p.transCode}
                  onClick={() => navigate(`${paths.proposal}?aTransCode=${encodeURIComponent(p.transCode)}`)}
                >
                  <Typography.Text strong>{p.transCode}</Typography.Text>
                  <div>要保人：{p.oCusName}</div>
                  <div>異動日期：{p.modifyDt}</div>
                  <div>狀態：{p.polStateName}</div>
                  <div>受理編號：{p.insAcceptNo || '—'}</div>
                </Card>
              </Col>
            ))}
          </Row>
          {shown < list.length && (
            <div style={{ textAlign: 'center', marginTop: 12 }}>
              <Button onClick={() => setShown((n) => n + PENDING_PAGE)}>顯示更多</Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}

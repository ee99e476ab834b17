import type { ReactNode } from 'react';
import { Card, Col, Row, Space, Typography } from 'antd';
import { PageContainer } from '@ant-design/pro-components';
import { useMe } from '@/api/get-me';
import { useAnnouncements } from '../api/get-announcements';
import { AnnouncementMarquee } from './announcement-marquee';
import { LicenseCard } from './license-card';
import { PendingProposals } from './pending-proposals';
import { RoleSwitch } from './role-switch';
import { ServiceNotice } from './service-notice';

/** 工作首頁 (spec 1, section 2); `actions` are the app's (e.g. 新增要保書). */
export function HomePage({ actions }: { actions?: ReactNode }) {
  const { data: me } = useMe();
  const { data: news } = useAnnouncements();
  if (!me) return null;
  return (
    <PageContainer title="工作首頁" extra={<Space>{actions}</Space>}>
      <ServiceNotice text={news?.srvCont} loginId={me.randomPageId || me.userCode} />
      <AnnouncementMarquee lines={news?.msgCont ?? []} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Space direction="vertical" style={{ width: '100%' }} size={16}>
            <Card size="small">
              <Typography.Paragraph style={{ margin: 0 }}>
                歡迎使用業務員入口網，{me.userName}（{me.branCode} {me.roleName}）。
              </Typography.Paragraph>
            </Card>
            <RoleSwitch me={me} />
            <LicenseCard />
          </Space>
        </Col>
        <Col xs={24} lg={16}>
          <PendingProposals />
        </Col>
      </Row>
    </PageContainer>
  );
}

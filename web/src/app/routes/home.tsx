import { Card, Typography } from 'antd';
import { PageContainer } from '@ant-design/pro-components';
import { useMe } from '@/api/get-me';

/** 工作首頁: license info, marquee and pending proposal cards arrive with a later issue. */
export function HomeRoute() {
  const { data: me } = useMe();
  return (
    <PageContainer title="工作首頁">
      <Card>
        <Typography.Paragraph>
          歡迎使用業務員入口網，{me?.userName}（{me?.branCode} {me?.roleName}）。
        </Typography.Paragraph>
      </Card>
    </PageContainer>
  );
}

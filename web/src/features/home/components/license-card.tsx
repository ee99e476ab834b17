import { Card, Descriptions, Skeleton, Space, Tag } from 'antd';
import { useLicense } from '../api/get-license';

/** 登錄資訊: life and property registration numbers and the certificate roles (P106-P110). */
export function LicenseCard() {
  const { data } = useLicense();
  return (
    <Card title="登錄資訊" size="small">
      {!data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Descriptions column={1} size="small">
          <Descriptions.Item label="壽險登錄字號">{data.pirCode || '—'}</Descriptions.Item>
          <Descriptions.Item label="產險登錄字號">{data.pptCode || '—'}</Descriptions.Item>
          <Descriptions.Item label="資格證照">
            {data.certificates.length === 0 ? (
              '—'
            ) : (
              <Space size={[4, 4]} wrap>
                {data.certificates.map((c) => (
                  <Tag key={c.code} color="blue">
                    {c.name}
                  </Tag>
                ))}
              </Space>
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}

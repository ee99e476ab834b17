import { PagePlaceholder } from '@/components/errors/page-placeholder';

export function NoPageRoute() {
  return <PagePlaceholder status="404" title="查無此頁面" subTitle="此選單項目尚未提供頁面" />;
}

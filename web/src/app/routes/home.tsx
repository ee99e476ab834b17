import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useOutletContext } from 'react-router-dom';
import { HomePage } from '@/features/home';
import type { ShellContext } from './app-root';

/** 工作首頁, with the new-proposal action (permission, working hours, then the company picker). */
export function HomeRoute() {
  const { newProposal } = useOutletContext<ShellContext>();
  return (
    <HomePage
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={newProposal}>
          新增要保書
        </Button>
      }
    />
  );
}

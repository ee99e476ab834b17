import type { CSSProperties, ReactNode } from 'react';
import { Space, theme } from 'antd';

interface PageContainerProps {
  /** The page's title, at the top left. */
  title: ReactNode;
  /** Beside the title (a 預覽 tag). */
  tags?: ReactNode;
  /** At the top right (the page's actions). */
  extra?: ReactNode;
  children?: ReactNode;
}

const ellipsis: CSSProperties = { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' };

/**
 * A page's title row and content, as pro-layout's `PageContainer` drew them with a title, tags and extra (the same
 * class names, paddings and type): that component brought pro-layout, pro-provider and their locales (about 45 KiB
 * gzip) into every page of the main layout for one header (issue 25 item 4, the route budgets).
 */
export function PageContainer({ title, tags, extra, children }: PageContainerProps) {
  const { token } = theme.useToken();
  return (
    <div className="ant-pro-page-container" style={{ position: 'relative' }}>
      <div
        className="ant-page-header ant-pro-page-container-warp-page-header ant-page-header-ghost"
        style={{
          boxSizing: 'border-box',
          margin: 0,
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          fontFamily: token.fontFamily,
          position: 'relative',
          backgroundColor: 'transparent',
          padding: '8px 40px 16px',
        }}
      >
        <div
          className="ant-page-header-heading"
          style={{ display: 'flex', justifyContent: 'space-between', paddingBlockStart: 8 }}
        >
          <div
            className="ant-page-header-heading-left"
            style={{
              display: 'flex',
              alignItems: 'center',
              marginBlock: token.marginXS / 2,
              marginInline: 0,
              overflow: 'hidden',
            }}
          >
            <span
              className="ant-page-header-heading-title"
              title={typeof title === 'string' ? title : undefined}
              style={{
                marginInlineEnd: token.marginSM,
                marginBlockEnd: 0,
                color: token.colorTextHeading,
                fontWeight: 600,
                fontSize: token.fontSizeHeading4,
                lineHeight: `${token.controlHeight}px`,
                ...ellipsis,
              }}
            >
              {title}
            </span>
            {tags && <span className="ant-page-header-heading-tags">{tags}</span>}
          </div>
          {extra && (
            <span
              className="ant-page-header-heading-extra"
              style={{ marginBlock: token.marginXS / 2, marginInline: 0, whiteSpace: 'nowrap' }}
            >
              <Space style={{ whiteSpace: 'unset' }}>{extra}</Space>
            </span>
          )}
        </div>
      </div>
      <div className="ant-pro-grid-content">
        <div className="ant-pro-grid-content-children">
          <div
            className="ant-pro-page-container-children-container"
            style={{ paddingBlockStart: 0, paddingBlockEnd: 32, paddingInline: 40 }}
          >
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}

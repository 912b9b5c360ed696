// The states every back-office page shows the same way: loading (a spinner with its sentence),
// a failed load (the sentence and 다시 시도), nothing found (antd Empty with a sentence).
import type { ReactNode } from 'react';
import { Alert, Button, Empty, Spin } from 'antd';
import './content.css';

export function Loading({ children }: { children: ReactNode }) {
  return (
    <div className="bo-inline-status" role="status">
      <Spin size="small" /> <span>{children}</span>
    </div>
  );
}

/** A load that failed: what could not be loaded, and a retry. */
export function LoadFailed({ children, retry }: { children: ReactNode; retry(): void }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={children}
      description="잠시 뒤 다시 시도해 주세요. 계속되면 시스템 관리자에게 알려 주세요."
      action={
        <Button size="small" onClick={retry}>
          다시 시도
        </Button>
      }
    />
  );
}

export function Nothing({ children }: { children: ReactNode }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={children} />;
}

import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, Layout, Result, Spin } from 'antd';
import { Link, useLocation, useNavigate } from '@portal/router';
import { adminRouteAllows, ADMIN_ROLE_LABELS } from '@portal/contracts/client';
import { NotFoundPage } from '@portal/ui';
import { errorStatus } from '@portal/ui/form';
import { adminMe } from '../api/adminMe';
import { adminRoute, adminTitle, loginPathFor, LOGIN_PATH } from '../lib/admin-route';
import { AdminHeader } from './AdminHeader';
import { AdminMenu } from './AdminMenu';
import { AdminTheme } from './theme';
import './admin.css';

/** Before sign-in: the page alone on a plain background (the sign-in card); without a title the page brings its own h1. */
function PublicFrame({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="bo-public">
      <a className="bo-skip" href="#main-content">
        본문 바로가기
      </a>
      <header className="bo-public__brand">
        <span className="bo-brand">법률구조 플랫폼</span> <span className="bo-brand__sub">직원 업무</span>
      </header>
      <main id="main-content" className="bo-public__main" tabIndex={-1}>
        {title ? <h1 className="bo-title">{title}</h1> : null}
        {children}
      </main>
    </div>
  );
}

/** Signed in: header (marked as a staff session), the menu of the staff member's roles, the page. */
function StaffFrame({ routePath, children }: { routePath: string; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const route = adminRoute(routePath);
  const me = adminMe.use();
  const status = me.error ? errorStatus(me.error) : undefined;
  // during a sign-out a 401 is expected: the sign-out goes to the bare sign-in itself
  const signingOut = useRef(false);

  useEffect(() => {
    if (status === 401 && !signingOut.current) navigate(loginPathFor(pathname, search), { replace: true });
  }, [status, navigate, pathname, search]);

  if (me.isPending || status === 401) {
    return (
      <div className="bo-loading" role="status">
        <Spin /> <span>직원 로그인을 확인하고 있습니다.</span>
      </div>
    );
  }
  if (me.isError || !me.data) {
    return (
      <main id="main-content" className="bo-public__main" tabIndex={-1}>
        <Result
          status="error"
          title="직원 정보를 불러오지 못했습니다"
          subTitle="잠시 뒤 다시 시도해 주세요. 계속되면 시스템 관리자에게 알려 주세요."
          extra={<Button onClick={() => void me.refetch()}>다시 시도</Button>}
        />
      </main>
    );
  }
  const allowed = !route || adminRouteAllows(route, me.data.roles);
  return (
    <Layout className="bo-layout">
      <a className="bo-skip" href="#main-content">
        본문 바로가기
      </a>
      <AdminHeader me={me.data} signingOut={(on) => (signingOut.current = on)} />
      <Layout>
        <AdminMenu roles={me.data.roles} current={routePath} />
        <Layout.Content className="bo-content">
          <main id="main-content" className="bo-main" tabIndex={-1}>
            <h1 className="bo-title">{route?.title ?? '직원 업무'}</h1>
            {allowed ? (
              children
            ) : (
              <Alert
                type="warning"
                showIcon
                message="이 화면을 볼 권한이 없습니다"
                description={
                  <>
                    이 화면은 {route && route.roles !== 'public' && route.roles ? route.roles.map((r) => ADMIN_ROLE_LABELS[r]).join(', ') : '담당 직원'}만 쓸 수 있습니다.{' '}
                    <Link to="/admin">업무 현황으로 돌아가기</Link>
                  </>
                }
              />
            )}
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/**
 * The back office's own frame (issue 34), around every /admin page: antd themed to KRDS, the staff
 * session checked on every page (no staff session → the sign-in, coming back to the same address),
 * a page the roles do not cover said so instead of its content (the server refuses its calls anyway).
 */
export function AdminFrame({ routePath, children }: { routePath: string; children: ReactNode }) {
  const route = adminRoute(routePath);
  const title = route?.title ?? 'Page not found';
  useEffect(() => {
    document.title = adminTitle(title);
  }, [title]);
  if (!route) return <NotFoundFrame />;
  return <AdminTheme>{routePath === LOGIN_PATH ? <PublicFrame title={title}>{children}</PublicFrame> : <StaffFrame routePath={routePath}>{children}</StaffFrame>}</AdminTheme>;
}

/** An /admin address that is no back-office page (the server answered it 404): the spec's Page not found, with the way to the staff home. */
function NotFoundFrame() {
  const { pathname } = useLocation();
  return (
    <PublicFrame>
      <NotFoundPage path={pathname} />
      <p className="bo-notfound__home">
        <Link to="/admin">직원 업무 첫 화면으로 가기</Link>
      </p>
    </PublicFrame>
  );
}

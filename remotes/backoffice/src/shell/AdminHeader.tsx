import { useEffect, useRef, useState, type ReactNode } from 'react';
import { App, Button, Modal, Space, Tag } from 'antd';
import { useLocation, useNavigate } from '@portal/router';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_ROLE_LABELS, type AdminMe } from '@portal/contracts';
import { httpErrorSentence } from '@portal/http';
import { adminLogout } from '../api/adminLogout';
import { adminSessionExtend } from '../api/adminSessionExtend';
import { loginPathFor, LOGIN_PATH } from '../lib/admin-route';

/** The warning before the staff session ends (seconds left). */
const WARN_AT = 120;

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** Seconds left of the staff session, counted from the server's own time of the answer (not this device's clock). */
function useSecondsLeft(me: AdminMe): number {
  const base = useRef({ at: performance.now(), left: 0 });
  const left0 = Math.max(0, Math.round((Date.parse(me.expiresAt) - Date.parse(me.now)) / 1000));
  const [left, setLeft] = useState(left0);
  useEffect(() => {
    base.current = { at: performance.now(), left: left0 };
    setLeft(left0);
    const id = setInterval(() => setLeft(Math.max(0, base.current.left - Math.floor((performance.now() - base.current.at) / 1000))), 1000);
    return () => clearInterval(id);
  }, [left0]);
  return left;
}

function SessionClock({ me }: { me: AdminMe }) {
  const left = useSecondsLeft(me);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [extending, setExtending] = useState(false);
  const extend = async () => {
    setExtending(true);
    try {
      await adminSessionExtend.run(client);
      void message.success('직원 세션을 15분 연장했습니다.');
    } catch (error) {
      void message.error(httpErrorSentence(error));
    } finally {
      setExtending(false);
    }
  };
  useEffect(() => {
    if (left === 0) navigate(loginPathFor(pathname, search, 'expired'), { replace: true });
  }, [left, navigate, pathname, search]);
  return (
    <>
      <span className="bo-clock" aria-live="off">
        남은 시간 <b>{mmss(left)}</b>
      </span>
      <Button size="small" onClick={() => void extend()} loading={extending}>
        연장
      </Button>
      <Modal
        open={left > 0 && left <= WARN_AT}
        title="직원 세션이 곧 끝납니다"
        okText="15분 연장"
        cancelText="닫기"
        onOk={() => void extend()}
        confirmLoading={extending}
        closable={false}
        maskClosable={false}
      >
        <p role="alert">
          {mmss(left)} 뒤에 자동으로 로그아웃됩니다. 계속 일하시려면 연장해 주세요. 쓰고 있던 내용은 연장하면 그대로 남습니다.
        </p>
      </Modal>
    </>
  );
}

/**
 * The back office's header: marked as a staff session, who is signed in and in which role, the
 * session's time, sign-out. `signingOut` tells the frame a sign-out is under way: a question of who is
 * signed in that comes back 401 meanwhile is the sign-out's own doing, not a session that ran out.
 */
export function AdminHeader({ me, menu, signingOut }: { me: AdminMe; menu?: ReactNode; signingOut: (on: boolean) => void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { message } = App.useApp();
  const logout = async () => {
    signingOut(true);
    // a question still on its way would be answered 401 once the session is gone
    await client.cancelQueries({ queryKey: ['adminMe'] });
    try {
      await adminLogout.run(client);
    } catch (error) {
      signingOut(false);
      void message.error(httpErrorSentence(error));
      return;
    }
    // the sign-in page forgets the staff answers (forgetStaffAnswers), once this frame has gone
    navigate(LOGIN_PATH, { replace: true });
  };
  return (
    <header className="bo-header" data-staff-session="true">
      {menu}
      <span className="bo-brand">법률구조 플랫폼</span>
      <Tag className="bo-staff-tag">
        직원 업무 화면
      </Tag>
      <Space size="middle" className="bo-header__right" wrap>
        <span className="bo-who">
          <b>{me.name}</b> ({me.loginId}) · {me.roles.map((r) => ADMIN_ROLE_LABELS[r]).join(', ')}
          {me.instName ? ` · ${me.instName}` : ''}
        </span>
        <SessionClock me={me} />
        <Button size="small" onClick={() => void logout()}>
          로그아웃
        </Button>
      </Space>
    </header>
  );
}

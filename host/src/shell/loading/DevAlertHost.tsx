import { useEffect } from 'react';
import { devAlertContent } from '@portal/http';
import { useSession } from '@portal/session';

/**
 * Development-site alert (spec section 8): every copy of @portal/http (host and remotes) queues the
 * server's message in the shared store on development hosts only; this shows them one at a time:
 * the message, '관리자에게 문의하세요' and '확인', left-aligned when the message is over 100 characters.
 */
export function DevAlertHost() {
  useEffect(() => {
    let showing = false;
    const next = async () => {
      if (showing) return;
      const alert = useSession.getState().devAlerts[0];
      if (!alert) return;
      showing = true;
      try {
        const { showDialog } = await import('@portal/ui/dialog');
        const content = devAlertContent(alert.message);
        await showDialog({
          role: 'alertdialog',
          title: '오류 안내',
          text: content.text,
          footnote: content.footnote,
          textAlign: content.textAlign,
          confirmButtonText: '확인',
        });
      } finally {
        useSession.getState().dismissDevAlert(alert.id);
        showing = false;
      }
      void next();
    };
    void next();
    return useSession.subscribe((s, prev) => {
      if (s.devAlerts !== prev.devAlerts && s.devAlerts.length) void next();
    });
  }, []);
  return null;
}

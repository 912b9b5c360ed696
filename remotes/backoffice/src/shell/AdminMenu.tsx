import { useState } from 'react';
import { Button, Drawer, Grid, Layout, Menu, type MenuProps } from 'antd';
import { Link } from '@portal/router';
import { ADMIN_GROUPS, type AdminGroup, type AdminRole } from '@portal/contracts/client';
import { menuRoutes } from '../lib/admin-route';

function items(roles: readonly AdminRole[], onPick?: () => void): MenuProps['items'] {
  const routes = menuRoutes(roles);
  return (Object.keys(ADMIN_GROUPS) as AdminGroup[])
    .map((group) => ({ group, entries: routes.filter((r) => r.group === group) }))
    .filter((g) => g.entries.length)
    .map(({ group, entries }) => ({
      type: 'group' as const,
      key: group,
      label: ADMIN_GROUPS[group],
      children: entries.map((r) => ({
        key: r.path,
        label: (
          <Link to={r.path} onClick={onPick}>
            {r.title}
          </Link>
        ),
      })),
    }));
}

/** The page a detail route belongs to in the menu ('/admin/cyber/detail' → '/admin/cyber'). */
const menuKeyOf = (current: string, roles: readonly AdminRole[]) => {
  const keys = menuRoutes(roles).map((r) => r.path);
  return keys.filter((k) => current === k || current.startsWith(`${k}/`)).sort((a, b) => b.length - a.length)[0] ?? current;
};

/**
 * The back office's navigation, by the staff member's roles: a side menu from 992 px, below that a
 * 메뉴 button opening the same menu in a drawer (usable at 768 px; every entry is a link).
 */
export function AdminMenu({ roles, current }: { roles: readonly AdminRole[]; current: string }) {
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(false);
  const selected = [menuKeyOf(current, roles)];
  if (screens.lg === false) {
    return (
      <nav aria-label="직원 업무 메뉴" className="bo-nav-narrow">
        <Button onClick={() => setOpen(true)} aria-expanded={open} aria-controls="bo-menu-drawer">
          메뉴
        </Button>
        <Drawer id="bo-menu-drawer" title="직원 업무 메뉴" placement="left" open={open} onClose={() => setOpen(false)} width={280}>
          <Menu mode="inline" selectedKeys={selected} items={items(roles, () => setOpen(false))} />
        </Drawer>
      </nav>
    );
  }
  return (
    <Layout.Sider width={232} className="bo-sider" theme="light">
      <nav aria-label="직원 업무 메뉴">
        <Menu mode="inline" selectedKeys={selected} items={items(roles)} />
      </nav>
    </Layout.Sider>
  );
}

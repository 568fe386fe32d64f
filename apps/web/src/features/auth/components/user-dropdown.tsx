// The logged-in user's avatar, nickname and menu (loaded on demand: visitors never need it).
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { CrownOutlined, DownOutlined, FileTextOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { User } from '@/lib/api/user-api';
import { focusBackAfterMenu, focusWhenReady } from '@/lib/focus';
import { serverUrl } from '@/lib/server-url';

export function UserDropdown({
  user,
  onLogout,
  initialOpen = false,
  standInFocused,
}: {
  user: User;
  onLogout: () => void;
  /** Opened at once: the user clicked the placeholder button before this had loaded (user-menu.tsx). */
  initialOpen?: boolean;
  /**
   * Whether the stand-in button this replaces had focus when it went (read at mount: the stand-in is Suspense's
   * fallback, so it may get focus after this element was created); if so this button takes it over.
   */
  standInFocused?: RefObject<boolean>;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(initialOpen);
  const button = useRef<HTMLButtonElement>(null);
  // On mount, when this replaces the stand-in (the ref object never changes, so this runs once).
  useEffect(() => {
    if (standInFocused?.current) focusWhenReady(() => button.current, { onlyIfLost: true });
  }, [standInFocused]);
  const items: MenuProps['items'] = [
    {
      key: 'resumes',
      icon: <FileTextOutlined aria-hidden />,
      label: '我的简历',
      onClick: () => void navigate('/my-resumes'),
    },
    {
      key: 'payment',
      icon: <CrownOutlined aria-hidden />,
      label: '会员与订单',
      onClick: () => void navigate('/payment'),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: '退出登录', danger: true, onClick: onLogout },
  ];
  return (
    <Dropdown
      menu={{ items }}
      trigger={['click']}
      autoFocus
      placement="bottomRight"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) focusBackAfterMenu(button.current);
      }}
    >
      <Button ref={button} type="text" aria-label={`用户菜单：${user.nickname}`} style={{ height: 40 }}>
        <Avatar
          size={28}
          src={user.avatar_url ? serverUrl(user.avatar_url) : undefined}
          icon={<UserOutlined aria-hidden />}
        />
        <span>{user.nickname}</span>
        <DownOutlined style={{ fontSize: 10 }} aria-hidden />
      </Button>
    </Dropdown>
  );
}

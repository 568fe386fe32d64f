// The logged-in user's avatar, nickname and menu (loaded on demand: visitors never need it).
import { useState } from 'react';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { CrownOutlined, DownOutlined, FileTextOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { User } from '@/lib/api/user-api';
import { serverUrl } from '@/lib/server-url';

export function UserDropdown({
  user,
  onLogout,
  initialOpen = false,
}: {
  user: User;
  onLogout: () => void;
  /** Opened at once: the user clicked the placeholder button before this had loaded (user-menu.tsx). */
  initialOpen?: boolean;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(initialOpen);
  const items: MenuProps['items'] = [
    { key: 'resumes', icon: <FileTextOutlined />, label: '我的简历', onClick: () => void navigate('/my-resumes') },
    { key: 'payment', icon: <CrownOutlined />, label: '会员与订单', onClick: () => void navigate('/payment') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true, onClick: onLogout },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight" open={open} onOpenChange={setOpen}>
      <Button type="text" aria-label={`用户菜单：${user.nickname}`} style={{ height: 40 }}>
        <Avatar size={28} src={user.avatar_url ? serverUrl(user.avatar_url) : undefined} icon={<UserOutlined />} />
        <span>{user.nickname}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}

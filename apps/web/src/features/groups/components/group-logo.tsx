import { Avatar } from 'antd';

/** The group's logo, or its first letter on the theme colour when it has none. */
export function GroupLogo({ name, logo, size = 48 }: { name: string; logo: string; size?: number }) {
  return (
    <Avatar shape="square" size={size} src={logo || undefined} alt="" style={{ flex: 'none', background: logo ? undefined : 'var(--link-color, #165DFF)', fontSize: size / 2.4 }}>
      {name.trim().slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

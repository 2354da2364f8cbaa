import { theme, Typography } from 'antd';
import type { ComponentProps } from 'react';

type TitleProps = ComponentProps<typeof Typography.Title>;
type Size = 1 | 2 | 3 | 4 | 5;

/**
 * A heading whose level follows the page's outline and whose size is chosen apart. Headings must go down one level at a
 * time (a page's first visible title under the layout's hidden h1 is an h2, a card's title under it an h3), while the
 * design wants, say, an h2 drawn at antd's level-4 size: `<Heading level={2} size={4}>`.
 */
export function Heading({ level, size = level, style, ...props }: Omit<TitleProps, 'level'> & { level: Size; size?: Size }) {
  const { token } = theme.useToken();
  const look = size === level ? undefined : { fontSize: token[`fontSizeHeading${size}`], lineHeight: token[`lineHeightHeading${size}`] };
  return <Typography.Title level={level} style={{ ...look, ...style }} {...props} />;
}

import { List } from 'antd-mobile';
import type { MouseEvent, ReactNode } from 'react';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';

/**
 * A settings row that opens another screen: a real link named by its text (it can be long-pressed), moved
 * through the app's navigation so the direction of travel is kept.
 */
export function MenuLink({
  to,
  icon,
  title,
  description,
  testId,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  description?: string;
  testId: string;
}) {
  const nav = useAppNavigate();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    nav.push(to);
  };
  return (
    <a href={to} onClick={open} className="settings-link" data-testid={testId}>
      <List.Item
        prefix={
          <span className="settings-link__icon" aria-hidden="true">
            {icon}
          </span>
        }
        description={description}
        arrow
      >
        <span className="settings-link__title">{title}</span>
      </List.Item>
    </a>
  );
}

import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { AppLink } from './app-link';

/**
 * A list row that opens another screen: an app link around a list item with an icon, a title and an
 * optional description. `block` names the feature's classes (`<block>`, `<block>__icon`, `<block>__title`).
 */
export function LinkListItem({
  to,
  icon,
  title,
  description,
  testId,
  block,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  description?: string;
  testId?: string;
  block: string;
}) {
  return (
    <AppLink to={to} className={block} testId={testId}>
      <List.Item
        prefix={
          <span className={`${block}__icon`} aria-hidden="true">
            {icon}
          </span>
        }
        description={description}
        arrow
      >
        <span className={`${block}__title`}>{title}</span>
      </List.Item>
    </AppLink>
  );
}

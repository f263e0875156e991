import type { ReactNode } from 'react';
import { LinkListItem } from '../../shared/ui/link-list-item';

/**
 * A settings row that opens another screen: a real link named by its text (it can be long-pressed), moved
 * through the app's navigation so the direction of travel is kept.
 */
export function MenuLink(props: {
  to: string;
  icon: ReactNode;
  title: string;
  description?: string;
  testId: string;
}) {
  return <LinkListItem {...props} block="settings-link" />;
}

import type { ReactNode } from 'react';
import { IconMark } from './icon-mark';

/**
 * The head of a step that explains itself (video banking, OTP): an icon, the heading that names the
 * section, a line of body, and anything after it. `block` names the feature's classes (`<block>`,
 * `<block>__icon`, `<block>__body`).
 */
export function IntroHead({
  block,
  headingId,
  icon,
  heading,
  body,
  children,
}: {
  block: string;
  headingId: string;
  icon: ReactNode;
  heading: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <section className={block} aria-labelledby={headingId}>
      <IconMark className={`icon-tile ${block}__icon`} icon={icon} />
      <h2 id={headingId}>{heading}</h2>
      <p className={`${block}__body`}>{body}</p>
      {children}
    </section>
  );
}

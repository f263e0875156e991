import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { IconMark } from './icon-mark';
import { TextLink } from './text-link';

type Action = { text: string; onClick: () => void; testId: string };

/** The offer's button: small, rounded, in outline (the screen's primary action stays elsewhere). */
const OUTLINE = { size: 'small', shape: 'rounded', color: 'primary', fill: 'outline' } as const;

/**
 * A short offer in a screen (open the app, upgrade the account): an icon, a title that names the section,
 * a line of body, an outline button and maybe a text link. `block` names the feature's classes (`<block>`,
 * `<block>__icon`, `<block>__title`...) and the title's id (`<block>-title`).
 */
export function OfferCard({
  block,
  testId,
  icon,
  title,
  body,
  action,
  link,
}: {
  block: string;
  testId: string;
  icon: ReactNode;
  title: string;
  body: string;
  action: Action;
  link?: Action;
}) {
  return (
    <section className={block} aria-labelledby={`${block}-title`} data-testid={testId}>
      <IconMark className={`${block}__icon`} icon={icon} />
      <div className={`${block}__text`}>
        <h2 className={`${block}__title`} id={`${block}-title`}>
          {title}
        </h2>
        <p className={`${block}__body`}>{body}</p>
        <div className={`${block}__actions`}>
          <Button {...OUTLINE} onClick={action.onClick} data-testid={action.testId}>
            {action.text}
          </Button>
          {link ? (
            <TextLink onClick={link.onClick} testId={link.testId}>
              {link.text}
            </TextLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}

import { Button, NoticeBar } from 'antd-mobile';
import { Card } from './screen';

interface Props {
  /** The feature's class: the card takes it, its body `<block>__body`, its button `<block>__button`. */
  block: string;
  title: string;
  body: string;
  action: string;
  sending: boolean;
  onResend: () => void;
  /** A long title wraps instead of scrolling. */
  wrap?: boolean;
  shape?: 'default' | 'rounded';
  testId?: string;
}

/** Sent, but the bank's answer never came: say so, and offer to send exactly the same request again. */
export function ResendCard({ block, title, body, action, sending, onResend, wrap, shape, testId }: Props) {
  return (
    <Card className={block}>
      <div role="alert">
        <NoticeBar color="alert" content={title} wrap={wrap} />
        <p className={`${block}__body`}>{body}</p>
      </div>
      <Button
        block
        color="primary"
        fill="outline"
        shape={shape}
        loading={sending}
        onClick={onResend}
        className={`${block}__button`}
        data-testid={testId}
      >
        {action}
      </Button>
    </Card>
  );
}

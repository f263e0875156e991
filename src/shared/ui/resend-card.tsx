import { Button, NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from './screen';

interface Props {
  /** The namespace with the card's words: retry.title, retry.body and retry.action. */
  ns: 'checkout' | 'repayment';
  /** The feature's class: the card takes it, its body `<block>__body`, its button `<block>__button`. */
  block: string;
  sending: boolean;
  onResend: () => void;
  /** A long title wraps instead of scrolling. */
  wrap?: boolean;
  shape?: 'default' | 'rounded';
  testId?: string;
}

/** Sent, but the bank's answer never came: say so, and offer to send exactly the same request again. */
export function ResendCard({ ns, block, sending, onResend, wrap, shape, testId }: Props) {
  const { t } = useTranslation(ns);
  return (
    <Card className={block}>
      <div role="alert">
        <NoticeBar color="alert" content={t('retry.title')} wrap={wrap} />
        <p className={`${block}__body`}>{t('retry.body')}</p>
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
        {t('retry.action')}
      </Button>
    </Card>
  );
}

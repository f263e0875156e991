import './pin.css';
import { Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';

export type DoneKind =
  'pinSet' | 'pinChange' | 'pinForgot' | 'passwordSet' | 'passwordChange' | 'passwordForgot';

/** The success result: one icon, one title, one sentence, one way back. */
export function DoneResult({ kind }: { kind: DoneKind }) {
  const { t } = useTranslation('pin');
  const nav = useAppNavigate();
  return (
    <div className="secret secret--done" data-testid={`secret-done-${kind}`}>
      <div role="status" className="secret-done">
        <Result status="success" title={t(`done.${kind}.title`)} description={t(`done.${kind}.body`)} />
      </div>
      <BottomAction onClick={nav.back} testId="secret-done">
        {t('done.action')}
      </BottomAction>
    </div>
  );
}

import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../shared/lib/dates';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { BottomAction } from '../../shared/ui/bottom-action';
import { Card, Screen } from '../../shared/ui/screen';
import { TermsLinks } from './help-parts';
import { pdfOfTermsPath, termsDocOf } from './help-view';
import { LegalHtml } from './legal-html';
import { useTermsPage } from './use-help';
import { QueryFrame } from '../../shared/ui/query-frame';
import './help.css';

/**
 * ROUTES.LEGAL (?doc=wallet-tiers|loyalty|prime-savings|time-deposit|paylater|instant-cash): one terms page
 * as the bank writes it (sanitized HTML), its version and date, and its PDF version; without a known
 * document, the list of terms pages.
 */
export default function LegalPage() {
  const { t, i18n } = useTranslation('help');
  const nav = useAppNavigate();
  const [search] = useSearchParams();
  const doc = termsDocOf(search.get('doc'));
  const page = useTermsPage(doc);
  useBackOr(ROUTES.HELP);

  if (!doc) {
    return (
      <Screen testId="legal-index" className="help">
        <Card title={t('terms.title')} icon={<FileOutline />}>
          <p className="help-lead">{t('terms.lead')}</p>
          <TermsLinks />
        </Card>
      </Screen>
    );
  }
  return (
    <QueryFrame query={page}>
      {(data) => (
        <Screen testId="legal-page" className="help legal">
          <Card className="legal-card">
            <p className="legal-version" data-testid="legal-version">
              {t('terms.version', {
                version: data.version,
                date: formatDate(data.effectiveDate, i18n.language, 'long'),
              })}
            </p>
            <LegalHtml html={data.content} />
          </Card>
          <BottomAction onClick={() => nav.push(pdfOfTermsPath(data.doc))} testId="legal-open-pdf">
            {t('terms.openPdf')}
          </BottomAction>
        </Screen>
      )}
    </QueryFrame>
  );
}

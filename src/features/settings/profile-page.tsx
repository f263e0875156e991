import { List } from 'antd-mobile';
import { MailOutline, PhonebookOutline, UpCircleOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../api';
import { isCode } from '../../api/is-code';
import { endpoints } from './endpoints';
import { maskName } from '../../shared/lib/masking';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { Rows } from '../../shared/ui/rows';
import { Card, Screen } from '../../shared/ui/screen';
import { groupedCard, shownMobile } from './contact-view';
import { MenuLink } from './menu-link';
import { useMember } from './use-contact';
import { onlyIf, QueryFrame } from '../../shared/ui/query-frame';
import './settings.css';

/** The Pay Later card number as the bank masks it (first 6, last 4); none without a credit line. */
function usePaylaterCard() {
  return useQuery({
    ...endpointQuery(endpoints.creditPersonalCenter, {}),
    staleTime: 0,
    select: (center) => center.CARD_NO,
  });
}

/** An email that may wrap after its @ rather than inside the domain. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/**
 * ROUTES.SETTINGS_PROFILE: the customer's details with the spec's masks (section 9: the name keeps its
 * first letter, the card its first 6 and last 4, the mobile its first 2 and last 4), as the bank answers
 * them now; the ways to change the email and the mobile, and to upgrade the account.
 */
export default function ProfilePage() {
  const { t } = useTranslation('settings');
  const nav = useAppNavigate();
  const member = useMember();
  const card = usePaylaterCard();
  useBackHandler(useCallback(() => nav.replace(ROUTES.SETTINGS), [nav]));

  // No credit line is an answer too (no card), not a failure of the screen.
  const noCard = isCode(card.error, 'CREDIT_NO_ACCOUNT');
  return (
    <QueryFrame queries={[member, onlyIf(!noCard, card)]}>
      {([memberData, cardData]) => {
        const { name, phoneNo, email, mpcLevel } = memberData;

        return (
          <Screen testId="settings-profile" className="settings">
            <Card title={t('profile.details')}>
              <Rows
                label={t('profile.details')}
                rows={[
                  { label: t('profile.name'), value: maskName(name), testId: 'profile-name' },
                  { label: t('profile.mobile'), value: shownMobile(phoneNo), testId: 'profile-mobile' },
                  { label: t('profile.email'), value: <EmailText email={email} />, testId: 'profile-email' },
                  {
                    label: t('profile.card'),
                    value: cardData ? groupedCard(cardData) : t('profile.noCard'),
                    testId: 'profile-card',
                  },
                  { label: t('profile.tier'), value: t(`tiers.${mpcLevel}`), testId: 'profile-tier' },
                ]}
              />
              <p className="settings-note">{t('profile.masked')}</p>
            </Card>
            <Card title={t('profile.change')}>
              <List className="settings-list" aria-label={t('profile.change')}>
                <MenuLink
                  to={ROUTES.SETTINGS_EMAIL}
                  icon={<MailOutline />}
                  title={t('menu.email')}
                  testId="profile-change-email"
                />
                <MenuLink
                  to={ROUTES.SETTINGS_MOBILE}
                  icon={<PhonebookOutline />}
                  title={t('menu.mobile')}
                  testId="profile-change-mobile"
                />
                {mpcLevel !== '3' ? (
                  <MenuLink
                    to={mpcLevel === '1' ? ROUTES.UPGRADE_MIDDLE : ROUTES.UPGRADE_PRIME}
                    icon={<UpCircleOutline />}
                    title={t('profile.upgrade', { tier: t(`tiers.${mpcLevel === '1' ? '2' : '3'}`) })}
                    testId="profile-upgrade"
                  />
                ) : null}
              </List>
            </Card>
          </Screen>
        );
      }}
    </QueryFrame>
  );
}

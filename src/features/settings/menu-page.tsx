import { List } from 'antd-mobile';
import {
  KeyOutline,
  LockOutline,
  MailOutline,
  PhonebookOutline,
  QuestionCircleOutline,
  UserContactOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { maskName } from '../../shared/lib/masking';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { Card, Screen } from '../../shared/ui/screen';
import { shownMobile } from './contact-view';
import { MenuLink } from './menu-link';
import { useMember } from './use-contact';
import { QueryFrame } from '../../shared/ui/query-frame';
import './settings.css';

/**
 * ROUTES.SETTINGS: who is signed in (masked, spec section 9) and the ways to the account settings: profile,
 * email and mobile changes, and the PIN and password screens.
 */
export default function MenuPage() {
  const { t } = useTranslation('settings');
  const nav = useAppNavigate();
  const member = useMember();
  useBackHandler(useCallback(() => nav.replace(ROUTES.WALLET_HOME), [nav]));

  return (
    <QueryFrame query={member}>
      {(data) => {
        const { name, phoneNo, mpcLevel } = data;

        return (
          <Screen testId="settings-menu" className="settings">
            <Card className="settings-who">
              <span className="settings-who__avatar" aria-hidden="true">
                <UserOutline />
              </span>
              <p className="settings-who__text">
                <span className="settings-who__name" data-testid="settings-name">
                  {maskName(name)}
                </span>
                <span className="settings-who__line">
                  {shownMobile(phoneNo)} · {t(`tiers.${mpcLevel}`)}
                </span>
              </p>
            </Card>
            <Card title={t('menu.account')}>
              <List className="settings-list" aria-label={t('menu.account')}>
                <MenuLink
                  to={ROUTES.SETTINGS_PROFILE}
                  icon={<UserContactOutline />}
                  title={t('menu.profile')}
                  description={t('menu.profileNote')}
                  testId="settings-open-profile"
                />
                <MenuLink
                  to={ROUTES.SETTINGS_EMAIL}
                  icon={<MailOutline />}
                  title={t('menu.email')}
                  description={t('menu.emailNote')}
                  testId="settings-open-email"
                />
                <MenuLink
                  to={ROUTES.SETTINGS_MOBILE}
                  icon={<PhonebookOutline />}
                  title={t('menu.mobile')}
                  description={t('menu.mobileNote')}
                  testId="settings-open-mobile"
                />
              </List>
            </Card>
            <Card title={t('menu.security')}>
              <List className="settings-list" aria-label={t('menu.security')}>
                <MenuLink
                  to={ROUTES.PIN_CHANGE}
                  icon={<KeyOutline />}
                  title={t('menu.pinChange')}
                  testId="settings-open-pin-change"
                />
                <MenuLink
                  to={ROUTES.PIN_FORGOT}
                  icon={<QuestionCircleOutline />}
                  title={t('menu.pinForgot')}
                  testId="settings-open-pin-forgot"
                />
                <MenuLink
                  to={ROUTES.PASSWORD_CHANGE}
                  icon={<LockOutline />}
                  title={t('menu.passwordChange')}
                  testId="settings-open-password-change"
                />
                <MenuLink
                  to={ROUTES.PASSWORD_FORGOT}
                  icon={<QuestionCircleOutline />}
                  title={t('menu.passwordForgot')}
                  testId="settings-open-password-forgot"
                />
              </List>
            </Card>
          </Screen>
        );
      }}
    </QueryFrame>
  );
}

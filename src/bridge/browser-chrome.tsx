import { Button } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import { Suspense, lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { standInBarEvents } from './browser-bridge';
import { useStandInNavBar, useStandInWindow } from './nav-bar-store';
import { useStatusTime } from './status-clock';
import './browser-chrome.css';

// The popup kit loads only when a page asks to open the app, not with the first paint.
const OpenAppSheet = lazy(() => import('./open-app-sheet'));

/**
 * The browser stand-in of the bank app around the page: on a desktop a phone frame, on a phone the full
 * screen; in both the native navigation bar drawn as the page configured it.
 */
export function BrowserChrome({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const config = useStandInNavBar((s) => s.config);
  const closed = useStandInWindow((s) => s.closed);
  const openingApp = useStandInWindow((s) => s.openingApp);
  if (closed) return <ClosedWindow />;
  const barStyle = {
    color: config.textColor,
    backgroundColor: config.immersive ? 'transparent' : config.backgroundColor,
    backgroundImage:
      config.backgroundImage && !config.immersive ? `url(${config.backgroundImage})` : undefined,
  };
  return (
    <div className="stand-in" data-ws-wrapper>
      <div
        className={`stand-in__phone stand-in__phone--${config.statusBarStyle ?? 'dark'}${config.immersive ? ' stand-in__phone--immersive' : ''}`}
        data-ws-wrapper
      >
        {/* A drawing of the phone's own status bar, its time the bank's: nothing to read. */}
        <div className="stand-in__status" aria-hidden="true">
          <StatusTime />
          <span>▂▄▆ ■</span>
        </div>
        <header
          className={`stand-in__bar${config.shadow ? ' stand-in__bar--shadow' : ''}`}
          style={barStyle}
          aria-label={t('frame.navBar')}
        >
          <div className="stand-in__bar-row">
            {config.showBack === false ? (
              <span className="stand-in__bar-slot" />
            ) : (
              <button
                type="button"
                className="stand-in__back stand-in__bar-slot"
                aria-label={t('back')}
                onClick={() => standInBarEvents.back.emit()}
              >
                <LeftOutline aria-hidden="true" />
              </button>
            )}
            <h1 className="stand-in__title">{config.title}</h1>
            <span
              className="stand-in__bar-slot stand-in__actions"
              role={config.actions?.length ? 'group' : undefined}
              aria-label={config.actions?.length ? t('frame.actions') : undefined}
            >
              {config.actions?.map((action) => (
                <button key={action.id} type="button" onClick={() => standInBarEvents.action.emit(action.id)}>
                  {action.text}
                </button>
              ))}
            </span>
          </div>
        </header>
        {/* Focusable so a page with nothing focusable still scrolls from the keyboard. No role and no name:
            a landmark would hold the page's main (which must be top-level), a named element would count as
            content outside the landmarks. */}
        <div className="stand-in__content" data-ws-wrapper tabIndex={0}>
          {children}
        </div>
      </div>
      {openingApp && (
        <Suspense fallback={null}>
          <OpenAppSheet />
        </Suspense>
      )}
    </div>
  );
}

/** The phone's time: the bank's clock (its own component, so each minute renders only it). */
function StatusTime() {
  return <span data-testid="stand-in-time">{useStatusTime()}</span>;
}

/** What the stand-in shows once the page closed the web view: in the bank app the user is back in the app. */
function ClosedWindow() {
  const { t } = useTranslation();
  return (
    <div className="stand-in" data-ws-wrapper>
      <div className="stand-in__phone stand-in__phone--dark" data-ws-wrapper>
        <main className="stand-in__closed" data-testid="stand-in-closed">
          <h1 className="stand-in__closed-title">{t('closed.title')}</h1>
          <p className="stand-in__closed-body">{t('closed.body')}</p>
          <Button
            color="primary"
            shape="rounded"
            size="large"
            onClick={() => useStandInWindow.setState({ closed: false })}
          >
            {t('closed.reopen')}
          </Button>
        </main>
      </div>
    </div>
  );
}

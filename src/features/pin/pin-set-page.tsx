import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { DoneResult } from './done-result';
import { isCode } from '../../api/is-code';
import { showBlocking } from './flow-errors';
import { PinFlow } from './pin-flow';
import { setPin } from './secret-api';

/** PIN_SET: a customer without a PIN creates one (new, then confirm). */
export default function PinSetPage() {
  const { t } = useTranslation('pin');
  const nav = useAppNavigate();
  const [done, setDone] = useState(false);
  if (done) return <DoneResult kind="pinSet" />;
  return (
    <PinFlow
      submit={({ pin }) => setPin(pin)}
      onDone={() => setDone(true)}
      onBlocked={(error) =>
        // A PIN exists already: changing it is the way forward.
        showBlocking(error, t('dialog.ok'), () =>
          isCode(error, 'PIN_ALREADY_SET') ? nav.replace(ROUTES.PIN_CHANGE) : nav.back(),
        )
      }
    />
  );
}

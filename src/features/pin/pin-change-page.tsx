import { useState } from 'react';
import { DoneResult } from './done-result';
import { PinFlow } from './pin-flow';
import { changePin } from './secret-api';

/** PIN_CHANGE: the current PIN (checked by the bank), then the new one and its confirmation. */
export default function PinChangePage() {
  const [done, setDone] = useState(false);
  if (done) return <DoneResult kind="pinChange" />;
  return (
    <PinFlow withOld submit={({ oldPin, pin }) => changePin(oldPin, pin)} onDone={() => setDone(true)} />
  );
}

import { defineScenario } from '../define-scenario';

export default defineScenario({
  id: 'net.cannot-process',
  title: 'Bank cannot process the request',
  description:
    "pre_check answers code 80499999 once (fault kind code): the bank's ret_msg is shown as it is sent, with a retry.",
  tags: ['net', 'fault'],
  covers: ['net.cannot-process'],
  path: '/',
  faults: { next: [{ path: '/ams/account/pre_check', kind: 'code', code: '80499999' }] },
});

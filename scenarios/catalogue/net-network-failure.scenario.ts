import { defineScenario } from '../define-scenario';

export default defineScenario({
  id: 'net.network-failure',
  title: 'Network failure on the first bank call',
  description:
    "The connection of the first pre_check call is dropped (fault kind network): the 'Masalah Jaringan.' dialog appears and cannot be dismissed by tapping the mask. Retry works, the fault is one-shot.",
  tags: ['net', 'fault'],
  covers: ['net.network-failure'],
  path: '/',
  faults: { next: [{ path: '/ams/account/pre_check', kind: 'network' }] },
});

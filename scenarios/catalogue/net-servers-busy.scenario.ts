import { defineScenario } from '../define-scenario';

export default defineScenario({
  id: 'net.servers-busy',
  title: 'Servers busy (80488999)',
  description:
    'pre_check answers code 80488999 once (fault kind code): the client replaces the message with its servers-too-busy text and offers a retry.',
  tags: ['net', 'fault'],
  covers: ['net.servers-busy'],
  path: '/',
  faults: { next: [{ path: '/ams/account/pre_check', kind: 'code', code: '80488999' }] },
});

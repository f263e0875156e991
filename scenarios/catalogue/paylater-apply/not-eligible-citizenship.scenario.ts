import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'apply.not-eligible-citizenship',
  title: 'Not eligible: not an Indonesian citizen',
  description:
    "A registered, whitelisted customer aged 23 to 50 whose e-KTP says WNA (customer.citizenship 'WNA', shown by member_info): Pay Later is for Indonesian citizens only, the apply screen says not eligible with that reason, and apply/credit is refused (80432012, reason CITIZENSHIP).",
  tags: ['apply'],
  covers: ['apply.not-eligible'],
  path: '/',
  seed: (state) => {
    state.customer.citizenship = 'WNA';
  },
});

import { defineScenario } from '../../define-scenario';
import { seedAtVideoBanking } from './vb-seed';

export default defineScenario({
  id: 'vb.start',
  title: 'Video banking: start screen',
  description:
    "The Pay Later flow waits at VEDIO_BANKING at 10:00 WIB (service 08:00-20:00, 3 attempts left). The start screen says what happens and what to prepare; the current address is taken from the saved form. Mother's first name 'Kartini' matches the saved form (the call passes); any other valid name fails the agent's check (vb.failed); 'Ibu Kartini' is refused by the section 5 rule. Start video call joins the queue.",
  tags: ['video-banking'],
  covers: ['vb.start'],
  path: '/video-banking',
  hint: "Mother's first name Kartini passes the agent's check; another name fails it.",
  seed: seedAtVideoBanking,
});

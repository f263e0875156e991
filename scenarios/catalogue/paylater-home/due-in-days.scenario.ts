import { defineScenario } from '../../define-scenario';
import { dueInDays } from '../../generators/credit-presets';

export default defineScenario({
  id: 'home.due-in-days',
  title: 'Pay Later home: the bill is due in 3 days',
  description:
    "The current statement is due in 3 days (days to due = due date minus business date): an amber banner 'Jatuh tempo dalam 3 hari'. Bills due in 1 to 7 days read so; further ahead they read as bill ready.",
  tags: ['home'],
  covers: ['home.due-in-days'],
  path: '/paylater/home',
  seed: (state, faker) => {
    dueInDays(state, faker, 3);
  },
});

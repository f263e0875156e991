import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'apply.retention-dialog',
  title: 'Leaving the apply screen: retention dialog',
  description:
    'The default applicant on the apply screen. Input: the back button of the navigation bar: the retention dialog about the benefits, stay on page or go home (closes the webview).',
  tags: ['apply'],
  covers: ['apply.retention-dialog'],
  path: '/',
  hint: 'Tap back (←) in the navigation bar: the retention dialog.',
});

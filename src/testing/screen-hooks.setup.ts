import { registerScreenHooks } from './render-screen';

// The suite's browser reads Indonesian, as the e2e suite's (Playwright locale id-ID): outside the bank app a
// session without a device locale takes the browser's language (spec section 1), and happy-dom says en-US.
Object.defineProperty(window.navigator, 'language', { value: 'id-ID', configurable: true });
Object.defineProperty(window.navigator, 'languages', { value: ['id-ID', 'id'], configurable: true });

// Run before every file of the `screens` project, whose files share their worker's modules (decision 0061).
registerScreenHooks();

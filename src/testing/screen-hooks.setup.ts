import { registerScreenHooks } from './render-screen';

// Run before every file of the `screens` project, whose files share their worker's modules (decision 0061).
registerScreenHooks();
